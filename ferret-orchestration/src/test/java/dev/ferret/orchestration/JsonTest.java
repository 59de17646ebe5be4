package dev.ferret.orchestration;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class JsonTest {

    @Test
    void scriptStringsCannotEndTheirScriptElement() {
        String json = Json.scriptString("x</script><!-- \"q\" \\ \n\t\u0001 & >");
        assertFalse(json.contains("<"), json);
        assertFalse(json.contains(">"), json);
        assertEquals("\"x\\u003c/script\\u003e\\u003c!-- \\\"q\\\" \\\\ \\n\\t\\u0001 \\u0026 \\u003e\"", json);
    }

    @Test
    void summaryStringsKeepAngleBracketsReadable() {
        Map<String, Object> map = new LinkedHashMap<>();
        map.put("member", "Box.<init>");
        map.put("counts", List.of(1, true));
        assertEquals("{\n  \"member\": \"Box.<init>\",\n  \"counts\": [\n    1,\n    true\n  ]\n}", Json.write(map));
    }
}
