package dev.ferret.orchestration.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import org.junit.jupiter.api.Test;

class JavaHighlighterTest {

    /** The text a browser shows for the highlighted HTML. */
    private static String shown(String html) {
        return html.replaceAll("<[^>]*>", "").replace("&lt;", "<").replace("&gt;", ">").replace("&quot;", "\"")
                .replace("&#39;", "'").replace("&amp;", "&");
    }

    @Test
    void marksKeywordsTypesLiteralsCommentsAndAnnotations() {
        String html = JavaHighlighter.highlight("@Test void f() { int x = 42; String s = \"if\"; // new\n}");
        assertTrue(html.startsWith("<span class=\"a\">@Test</span> <span class=\"k\">void</span> f()"), html);
        assertTrue(html.contains("<span class=\"k\">int</span> x = <span class=\"n\">42</span>;"), html);
        assertTrue(html.contains("<span class=\"t\">String</span>"), html);
        assertTrue(html.contains("<span class=\"s\">&quot;if&quot;</span>"), "a keyword inside a string stays a string: "
                + html);
        assertTrue(html.contains("<span class=\"c\">// new</span>\n}"), html);
    }

    @Test
    void escapesMarkupInCodeStringsAndComments() {
        String source = "List<String> l = f(\"</pre><script>alert('x')</script>\", 'a' < 'b' && c > d); /* <b> */";
        String html = JavaHighlighter.highlight(source);
        assertTrue(!html.contains("<script") && !html.contains("</pre") && !html.contains("<b>"), html);
        assertTrue(html.contains("<span class=\"t\">List</span>&lt;<span class=\"t\">String</span>&gt;"), html);
        assertEquals(source, shown(html), "the page shows exactly the source");
    }

    @Test
    void escapedQuotesDoNotEndAStringAndUnclosedOnesEndAtTheLine() {
        String source = "s = \"a\\\"b\" + x;\nt = \"open\nint y;";
        String html = JavaHighlighter.highlight(source);
        assertTrue(html.contains("<span class=\"s\">&quot;a\\&quot;b&quot;</span> + x;"), html);
        assertTrue(html.contains("<span class=\"s\">&quot;open</span>\n<span class=\"k\">int</span> y;"), html);
        assertEquals(source, shown(html));
    }
}
