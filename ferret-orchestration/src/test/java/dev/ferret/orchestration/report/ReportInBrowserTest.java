package dev.ferret.orchestration.report;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertFalse;
import static org.junit.jupiter.api.Assertions.assertTrue;

import dev.ferret.core.run.RunConfig;
import dev.ferret.orchestration.EngineSettings;
import dev.ferret.orchestration.Orchestrator;
import dev.ferret.orchestration.OutputSettings;
import dev.ferret.orchestration.RunObserver;
import dev.ferret.orchestration.RunRequest;
import dev.ferret.orchestration.RunResult;
import dev.ferret.orchestration.SummaryWriter;
import java.net.URI;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardCopyOption;
import java.time.Duration;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.openqa.selenium.By;
import org.openqa.selenium.OutputType;
import org.openqa.selenium.WebDriver;
import org.openqa.selenium.WebElement;
import org.openqa.selenium.chrome.ChromeDriver;
import org.openqa.selenium.chrome.ChromeDriverService;
import org.openqa.selenium.chrome.ChromeOptions;

/**
 * A real run on example classes with planted bugs (and one that floods its output), its report
 * opened in headless Chromium (Debian's {@code chromium} and {@code chromium-driver}): the plots are
 * drawn from the run's series, the cards and the class table hold the figures of the run's summary
 * JSON, and opening an error test shows its source. Saves {@code target/ferret-report-screenshot.png}.
 * Skipped, with a message, only when Chromium cannot start.
 */
class ReportInBrowserTest {

    private static final Path TARGET = Path.of("target");
    private static final List<String> CLASSES = List.of("dev.ferret.examples.bugs.Fraction",
            "dev.ferret.examples.bugs.UniqueBag", "dev.ferret.examples.bugs.Tag", "dev.ferret.examples.hostile.Chatter");

    private static RunResult result;
    private static String json;
    private static WebDriver browser;
    private static String page;

    @BeforeAll
    static void runFerretAndOpenItsReport() throws Exception {
        Path examples = Path.of(dev.ferret.examples.bugs.Fraction.class.getProtectionDomain().getCodeSource()
                .getLocation().toURI());
        Path out = TARGET.resolve("report-e2e").toAbsolutePath();
        if (Files.exists(out)) {
            try (var files = Files.walk(out)) {
                files.sorted(java.util.Comparator.reverseOrder()).forEach(p -> p.toFile().delete());
            }
        }
        RunConfig config = RunConfig.of(List.of(examples), CLASSES).withTimeLimit(Duration.ofSeconds(5)).withSeed(0);
        OutputSettings output = new OutputSettings(out, null, dev.ferret.junit.render.JUnitVersion.JUNIT5, 200,
                false, 3);
        result = new Orchestrator().generate(new RunRequest(config, EngineSettings.defaults(), output, List.of()),
                RunObserver.NOOP);
        new SummaryWriter(result).json(out.resolve("summary.json"));
        json = Files.readString(out.resolve("summary.json"));
        browser = startChromium();
        page = HtmlReport.write(result).toUri().toString();
    }

    @org.junit.jupiter.api.BeforeEach
    void openTheRunsReport() {
        browser.get(page);
    }

    private static WebDriver startChromium() {
        Path chromium = Path.of("/usr/bin/chromium");
        Path driver = Path.of("/usr/bin/chromedriver");
        Assumptions.assumeTrue(Files.isExecutable(chromium) && Files.isExecutable(driver),
                () -> skip("chromium or chromedriver is not installed (apt-get install chromium chromium-driver)"));
        ChromeOptions options = new ChromeOptions();
        options.setBinary(chromium.toFile());
        options.addArguments("--headless=new", "--no-sandbox", "--disable-dev-shm-usage", "--disable-gpu",
                "--window-size=1280,2100");
        try {
            return new ChromeDriver(new ChromeDriverService.Builder().usingDriverExecutable(driver.toFile()).build(),
                    options);
        } catch (RuntimeException e) {
            Assumptions.abort(skip("chromium did not start: " + e.getMessage().lines().findFirst().orElse("")));
            throw e;
        }
    }

    private static String skip(String why) {
        System.err.println("ReportInBrowserTest SKIPPED: " + why);
        return why;
    }

    @AfterAll
    static void closeTheBrowser() {
        if (browser != null) {
            browser.quit();
        }
    }

    /** A number of the summary JSON, the first after {@code after} (to reach into nested objects). */
    private static long figure(String after, String key) {
        Matcher m = Pattern.compile(Pattern.quote("\"" + key + "\": ") + "(-?[0-9.]+)")
                .matcher(json.substring(json.indexOf(after)));
        assertTrue(m.find(), key + " after " + after + " in " + json);
        return (long) Double.parseDouble(m.group(1));
    }

    @Test
    void plotsCoverageAndTestsKeptFromTheRunsSeries() {
        List<WebElement> coverage = browser.findElements(By.cssSelector("#coverage-plot g.series.lines circle"));
        List<WebElement> tests = browser.findElements(By.cssSelector("#tests-plot g.series.tests circle"));
        int recorded = result.coverage().overTime().size();
        assertTrue(recorded > 0, "the run recorded coverage over time");
        assertEquals(recorded + 1, coverage.size(), "a point per snapshot, after the origin");
        assertEquals(recorded + 1, tests.size());
        WebElement last = tests.get(tests.size() - 1);
        assertTrue(last.isDisplayed());
        var lastPoint = result.coverage().overTime().get(recorded - 1);
        assertEquals(String.valueOf(lastPoint.testsKept()), last.getAttribute("data-y"));
        assertTrue(json.contains("\"testsKept\": " + lastPoint.testsKept()), json);
        double lines = Double.parseDouble(coverage.get(coverage.size() - 1).getAttribute("data-y"));
        assertEquals(100.0 * lastPoint.linesCovered() / figure("\"coverage\"", "lines"), lines, 0.06);
        String points = browser.findElement(By.cssSelector("#tests-plot polyline")).getAttribute("points");
        assertEquals(recorded + 1, points.trim().split("\\s+").length, points);
    }

    @Test
    void cardsAndTheClassTableHoldTheSummarysFigures() {
        assertEquals(figure("{", "sequencesExecuted"), card("sequences"));
        assertEquals(figure("{", "seed"), card("seed"));
        assertEquals(figure("{", "regressionTests") + figure("{", "errorTests") + figure("{", "crashTests"),
                card("tests"));
        Matcher percent = Pattern.compile("\"linePercent\": ([0-9.]+)").matcher(json);
        assertTrue(percent.find(), json);
        assertEquals(Double.parseDouble(percent.group(1)), Double.parseDouble(cardText("line-coverage")), 1e-9);
        assertEquals(figure("{", "errorTests"), card("failures"));
        assertTrue(card("incidents") >= 1, "the chatter floods its output");
        for (String name : CLASSES) {
            WebElement row = browser.findElement(By.cssSelector("tr[data-class='" + name + "']"));
            String cls = "\"name\": \"" + name + "\"";
            assertEquals(figure(cls, "linesCovered"), cell(row, "lines", "data-covered"), name);
            assertEquals(figure(cls, "lines"), cell(row, "lines", "data-total"), name);
            assertEquals(figure(cls, "branchesCovered"), cell(row, "branches", "data-covered"), name);
            assertEquals(testsInFiles(name, "REGRESSION"), cell(row, "regression", "data-value"), name);
            assertEquals(testsInFiles(name, "ERROR"), cell(row, "error", "data-value"), name);
        }
        assertTrue(browser.findElement(By.cssSelector("#incidents")).getText().contains("output-flood"));
        assertFalse(browser.getPageSource().matches("(?s).*(src|href)=\"(https?:)?//.*"), "nothing from the network");
    }

    @Test
    void anErrorTestOpensOnItsHighlightedSourceAndLinksToItsFile() throws Exception {
        List<WebElement> rows = browser.findElements(By.cssSelector("tr.error-test"));
        assertEquals(figure("{", "errorTests"), rows.size());
        WebElement row = rows.get(0);
        assertTrue(browser.findElements(By.cssSelector("pre.code")).isEmpty(), "sources are built on demand");
        row.findElement(By.cssSelector("button.toggle")).click();
        WebElement code = browser.findElement(By.cssSelector("tr.source pre.code"));
        assertTrue(code.isDisplayed());
        assertTrue(code.getText().contains("@Test") && code.getText().contains("// Contract violated:"), code.getText());
        assertFalse(code.findElements(By.cssSelector("span.k")).isEmpty(), "keywords are highlighted");
        String contract = row.findElement(By.cssSelector("td.contract code")).getText();
        assertTrue(code.getText().contains("Contract violated: " + contract), contract);
        String href = row.findElement(By.cssSelector("td.file a")).getAttribute("href");
        Path file = Path.of(URI.create(href));
        assertTrue(Files.isRegularFile(file), href);
        assertTrue(Files.readString(file).contains(code.getText().lines().skip(1).findFirst().orElseThrow().trim()));
        Path screenshot = ((org.openqa.selenium.TakesScreenshot) browser).getScreenshotAs(OutputType.FILE).toPath();
        Files.copy(screenshot, TARGET.resolve("ferret-report-screenshot.png"), StandardCopyOption.REPLACE_EXISTING);
    }

    @Test
    void tenThousandErrorTestsLoadQuicklyAndShowAHundredAtATime() throws Exception {
        Path out = TARGET.resolve("report-10000").toAbsolutePath();
        Path index = HtmlReport.write(HtmlReportTest.resultWith(out, HtmlReportTest.ERROR_TESTS));
        long start = System.nanoTime();
        browser.get(index.toUri().toString());
        List<WebElement> rows = browser.findElements(By.cssSelector("tr.error-test"));
        long millis = (System.nanoTime() - start) / 1_000_000;
        assertEquals(100, rows.size(), "the first hundred rows");
        assertTrue(millis < 5_000, "loaded in " + millis + " ms");
        WebElement more = browser.findElement(By.id("more-errors"));
        assertEquals("show more (9900 left)", more.getText());
        more.click();
        assertEquals(200, browser.findElements(By.cssSelector("tr.error-test")).size());
        rows.get(99).findElement(By.cssSelector("button.toggle")).click();
        String code = browser.findElement(By.cssSelector("tr.source pre.code")).getText();
        assertTrue(code.contains("void test00099()") && code.contains("\"</script><img src=x onerror=alert(1)>\""),
                "markup in a literal is shown as text: " + code);
        assertTrue(browser.findElements(By.cssSelector("img")).isEmpty());
    }

    private static long card(String key) {
        return Long.parseLong(browser.findElement(By.cssSelector(".card[data-key='" + key + "']"))
                .getAttribute("data-value"));
    }

    private static String cardText(String key) {
        return browser.findElement(By.cssSelector(".card[data-key='" + key + "']")).getAttribute("data-value");
    }

    private static long cell(WebElement row, String column, String attribute) {
        return Long.parseLong(row.findElement(By.cssSelector("td[data-col='" + column + "']")).getAttribute(attribute));
    }

    private static long testsInFiles(String cls, String kind) {
        Matcher m = Pattern.compile("\"classUnderTest\": \"" + Pattern.quote(cls) + "\",\\s*\"kind\": \"" + kind
                + "\",\\s*\"path\": \"[^\"]*\",\\s*\"tests\": (\\d+)").matcher(json);
        long sum = 0;
        while (m.find()) {
            sum += Long.parseLong(m.group(1));
        }
        return sum;
    }
}
