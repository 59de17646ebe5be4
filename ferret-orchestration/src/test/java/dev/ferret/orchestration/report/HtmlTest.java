package dev.ferret.orchestration.report;

import static org.junit.jupiter.api.Assertions.assertEquals;

import org.junit.jupiter.api.Test;

class HtmlTest {

    @Test
    void escapesTheFiveHtmlSpecialCharacters() {
        assertEquals("a &lt;b&gt; &amp;amp; &quot;c&quot; &#39;d&#39;", Html.escape("a <b> &amp; \"c\" 'd'"));
    }
}
