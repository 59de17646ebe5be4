package dev.ferret.orchestration.report;

import java.util.List;
import java.util.Locale;

/**
 * A line plot drawn as inline SVG: one or more series of (x, y) points over a shared x axis that
 * starts at 0, with ticks at round values. Every point is a {@code <circle>} carrying its values in
 * {@code data-x} and {@code data-y} and a tooltip.
 */
final class LinePlot {

    static final int WIDTH = 560;
    static final int HEIGHT = 240;
    static final int LEFT = 52;
    static final int RIGHT = 16;
    static final int TOP = 14;
    static final int BOTTOM = 36;
    private static final int TICKS = 5;

    /**
     * One line of the plot.
     *
     * @param name the legend's and the tooltips' name
     * @param cssClass the class that colours it
     * @param points {x, y} pairs in x order
     */
    record Series(String name, String cssClass, List<double[]> points) {
    }

    private LinePlot() {
    }

    /** The smallest of 1, 2, 5 times a power of ten that is at least {@code value} (1 for 0 or less). */
    static double niceCeiling(double value) {
        if (value <= 0) {
            return 1;
        }
        double power = Math.pow(10, Math.floor(Math.log10(value)));
        for (double step : new double[] {1, 2, 5, 10}) {
            if (step * power >= value * (1 - 1e-9)) {
                return step * power;
            }
        }
        return 10 * power;
    }

    /** {@code value} of the range 0..{@code max} mapped onto 0..{@code pixels} (0 when max is not positive). */
    static double scale(double value, double max, double pixels) {
        return max <= 0 ? 0 : value / max * pixels;
    }

    /**
     * The plot as an {@code <svg>} element.
     *
     * @param id the element's id
     * @param xLabel the x axis' label (its values are shown as they are)
     * @param yLabel the y axis' label
     * @param yMax the y axis' top, or 0 to take the nice ceiling of the largest y
     */
    static String svg(String id, String xLabel, String yLabel, double yMax, List<Series> series) {
        double xTop = niceCeiling(series.stream().flatMap(s -> s.points().stream()).mapToDouble(p -> p[0]).max()
                .orElse(0));
        double yTop = yMax > 0 ? yMax
                : niceCeiling(series.stream().flatMap(s -> s.points().stream()).mapToDouble(p -> p[1]).max().orElse(0));
        double plotW = WIDTH - LEFT - RIGHT;
        double plotH = HEIGHT - TOP - BOTTOM;
        StringBuilder sb = new StringBuilder();
        sb.append(String.format(Locale.ROOT, "<svg id=\"%s\" class=\"plot\" viewBox=\"0 0 %d %d\" role=\"img\" "
                + "aria-label=\"%s\" data-x-max=\"%s\" data-y-max=\"%s\">", Html.escape(id), WIDTH, HEIGHT,
                Html.escape(yLabel + " over " + xLabel), number(xTop), number(yTop)));
        axes(sb, xLabel, yLabel, xTop, yTop, plotW, plotH);
        boolean any = false;
        for (Series s : series) {
            any |= !s.points().isEmpty();
            line(sb, s, xTop, yTop, plotW, plotH);
        }
        if (!any) {
            sb.append(String.format(Locale.ROOT, "<text class=\"empty\" x=\"%d\" y=\"%d\">no points recorded</text>",
                    LEFT + 20, TOP + 30));
        }
        return sb.append("</svg>").toString();
    }

    private static void axes(StringBuilder sb, String xLabel, String yLabel, double xTop, double yTop,
                             double plotW, double plotH) {
        for (int i = 0; i <= TICKS; i++) {
            double y = TOP + plotH - scale(yTop * i / TICKS, yTop, plotH);
            sb.append(String.format(Locale.ROOT, "<line class=\"grid\" x1=\"%d\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>"
                    + "<text class=\"tick\" x=\"%d\" y=\"%.1f\" text-anchor=\"end\">%s</text>",
                    LEFT, LEFT + plotW, y, y, LEFT - 6, y + 4, number(yTop * i / TICKS)));
            double x = LEFT + scale(xTop * i / TICKS, xTop, plotW);
            sb.append(String.format(Locale.ROOT, "<text class=\"tick\" x=\"%.1f\" y=\"%.1f\" text-anchor=\"middle\">"
                    + "%s</text>", x, TOP + plotH + 16, number(xTop * i / TICKS)));
        }
        sb.append(String.format(Locale.ROOT, "<line class=\"axis\" x1=\"%d\" x2=\"%d\" y1=\"%d\" y2=\"%.1f\"/>"
                + "<line class=\"axis\" x1=\"%d\" x2=\"%.1f\" y1=\"%.1f\" y2=\"%.1f\"/>",
                LEFT, LEFT, TOP, TOP + plotH, LEFT, LEFT + plotW, TOP + plotH, TOP + plotH));
        sb.append(String.format(Locale.ROOT, "<text class=\"label\" x=\"%.1f\" y=\"%d\" text-anchor=\"middle\">%s"
                + "</text>", LEFT + plotW / 2, HEIGHT - 4, Html.escape(xLabel)));
        sb.append(String.format(Locale.ROOT, "<text class=\"label\" transform=\"translate(12 %.1f) rotate(-90)\" "
                + "text-anchor=\"middle\">%s</text>", TOP + plotH / 2, Html.escape(yLabel)));
    }

    private static void line(StringBuilder sb, Series s, double xTop, double yTop, double plotW, double plotH) {
        StringBuilder points = new StringBuilder();
        StringBuilder dots = new StringBuilder();
        for (double[] p : s.points()) {
            double x = LEFT + scale(p[0], xTop, plotW);
            double y = TOP + plotH - scale(p[1], yTop, plotH);
            points.append(String.format(Locale.ROOT, "%.1f,%.1f ", x, y));
            dots.append(String.format(Locale.ROOT, "<circle cx=\"%.1f\" cy=\"%.1f\" r=\"3\" data-x=\"%s\" "
                    + "data-y=\"%s\"><title>%s: %s at %s</title></circle>", x, y, number(p[0]), number(p[1]),
                    Html.escape(s.name()), number(p[1]), number(p[0])));
        }
        sb.append("<g class=\"series ").append(Html.escape(s.cssClass())).append("\" data-name=\"")
                .append(Html.escape(s.name())).append("\"><polyline points=\"").append(points.toString().trim())
                .append("\"/>").append(dots).append("</g>");
    }

    /** A value as short text: no decimals when whole, one otherwise. */
    static String number(double v) {
        return v == Math.rint(v) ? Long.toString((long) v) : String.format(Locale.ROOT, "%.1f", v);
    }
}
