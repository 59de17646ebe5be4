package dev.ferret.orchestration.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import org.junit.jupiter.api.Test;

class HtmlTest {

    @Test
    void escapesTheFiveHtmlSpecialCharacters() {
        assertEquals("a &lt;b&gt; &amp;amp; &quot;c&quot; &#39;d&#39;", Html.escape("a <b> &amp; \"c\" 'd'"));
    }

    @Test
    void jsonStringsCannotEndTheirScriptElement() {
        String json = Html.jsonString("x</script><!-- \"q\" \\ \n\t\u0001 & >");
        assertFalse(json.contains("<"), json);
        assertFalse(json.contains(">"), json);
        assertEquals("\"x\\u003c/script\\u003e\\u003c!-- \\\"q\\\" \\\\ \\n\\t\\u0001 \\u0026 \\u003e\"", json);
    }
}
