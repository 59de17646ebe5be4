package dev.ferret.orchestration.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertTrue;

import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class LinePlotTest {

    @Test
    void axisTopsAreRoundValuesAtLeastTheLargestPoint() {
        assertEquals(1, LinePlot.niceCeiling(0));
        assertEquals(1, LinePlot.niceCeiling(0.7));
        assertEquals(10, LinePlot.niceCeiling(10));
        assertEquals(20, LinePlot.niceCeiling(10.5));
        assertEquals(50, LinePlot.niceCeiling(42));
        assertEquals(100, LinePlot.niceCeiling(51));
        assertEquals(5000, LinePlot.niceCeiling(4321));
    }

    @Test
    void scalesLinearlyAndLeavesAnEmptyRangeAtZero() {
        assertEquals(230, LinePlot.scale(23, 100, 1000), 1e-9);
        assertEquals(500, LinePlot.scale(5, 10, 1000), 1e-9);
        assertEquals(0, LinePlot.scale(5, 0, 1000), 1e-9);
    }

    @Test
    void placesEachPointInsideThePlotArea() {
        String svg = LinePlot.svg("p", "seconds", "tests", 0, List.of(new LinePlot.Series("tests", "tests",
                List.of(new double[] {0, 0}, new double[] {5, 21}, new double[] {10, 42}))));
        assertTrue(svg.contains("data-x-max=\"10\" data-y-max=\"50\""), svg);
        Matcher m = Pattern.compile("<circle cx=\"([0-9.]+)\" cy=\"([0-9.]+)\"[^>]*data-x=\"([0-9.]+)\" "
                + "data-y=\"([0-9.]+)\"").matcher(svg);
        double plotW = LinePlot.WIDTH - LinePlot.LEFT - LinePlot.RIGHT;
        double plotH = LinePlot.HEIGHT - LinePlot.TOP - LinePlot.BOTTOM;
        int points = 0;
        while (m.find()) {
            double x = Double.parseDouble(m.group(3));
            double y = Double.parseDouble(m.group(4));
            assertEquals(LinePlot.LEFT + x / 10 * plotW, Double.parseDouble(m.group(1)), 0.06);
            assertEquals(LinePlot.TOP + plotH - y / 50 * plotH, Double.parseDouble(m.group(2)), 0.06);
            points++;
        }
        assertEquals(3, points);
    }

    @Test
    void saysSoWhenThereIsNothingToPlot() {
        String svg = LinePlot.svg("p", "seconds", "coverage %", 100, List.of(new LinePlot.Series("lines", "lines",
                List.of())));
        assertTrue(svg.contains("no points recorded"), svg);
        assertTrue(!svg.contains("<circle"), svg);
    }
}
