package dev.ferret.orchestration;

import java.util.Locale;

/**
 * Whether a front end writes the HTML report ({@code <output-dir>/ferret-report/index.html},
 * {@code orchestration.report.HtmlReport}) after a run ends.
 */
public enum ReportFormat {
    /** The self-contained HTML page. */
    HTML,
    /** No report. */
    NONE;

    /**
     * The format named {@code name} ({@code html} or {@code none}, any case).
     *
     * @throws IllegalArgumentException for any other name
     */
    public static ReportFormat named(String name) {
        return switch (name.toLowerCase(Locale.ROOT)) {
            case "html" -> HTML;
            case "none" -> NONE;
            default -> throw new IllegalArgumentException("the report must be html or none, not '" + name + "'");
        };
    }
}
