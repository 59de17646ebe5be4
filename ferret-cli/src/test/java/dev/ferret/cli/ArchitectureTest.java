package dev.ferret.cli;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import com.tngtech.archunit.lang.ArchRule;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;

/**
 * The module and stage boundaries of docs/architecture.md, checked on the compiled main classes of
 * every module: who may depend on whom, no package cycles, and only the command line prints or
 * exits.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
class ArchitectureTest {

    private JavaClasses classes;

    @BeforeAll
    void importFerret() {
        classes = new ClassFileImporter().withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
                .withImportOption(location -> !location.contains("-tests.jar")) // ferret-stateful's test jar
                .importPackages("dev.ferret");
    }

    private void check(ArchRule rule) {
        rule.check(classes);
    }

    private static ArchRule dependsOnlyOn(String module, String... allowed) {
        String[] others = java.util.stream.Stream.of("core", "coverage", "stateful", "junit", "worker", "orchestration", "cli",
                        "choice", "examples", "guard")
                .filter(m -> !m.equals(module) && !java.util.Arrays.asList(allowed).contains(m))
                .map(m -> "dev.ferret." + m + "..").toArray(String[]::new);
        return noClasses().that().resideInAPackage("dev.ferret." + module + "..")
                .should().dependOnClassesThat().resideInAnyPackage(others)
                .because(module + " may depend on " + (allowed.length == 0 ? "nothing of Ferret" : String.join(", ", allowed)));
    }

    @Test
    void coreDependsOnNothingOfFerret() {
        check(dependsOnlyOn("core"));
    }

    @Test
    void junitOnCoreAndGuardCoverageOnCoreOnlyAndWorkerOnCoreCoverageStatefulAndGuard() {
        check(dependsOnlyOn("junit", "core", "guard"));
        check(dependsOnlyOn("coverage", "core"));
        check(dependsOnlyOn("worker", "core", "coverage", "stateful", "guard"));
    }

    @Test
    void guardDependsOnNothingOfFerretAndItsBootPackageOnTheJdkOnly() {
        check(dependsOnlyOn("guard"));
        check(noClasses().that().resideInAPackage("dev.ferret.guard.boot..")
                .should().dependOnClassesThat().resideOutsideOfPackages("java..", "dev.ferret.guard.boot..")
                .because("the boot package is on the bootstrap class path of guarded JVMs"));
    }

    @Test
    void statefulDependsOnCoreOnly() {
        check(dependsOnlyOn("stateful", "core"));
    }

    @Test
    void coverageRuntimeSeenByTheCodeUnderTestDependsOnTheJdkOnly() {
        check(noClasses().that().resideInAPackage("dev.ferret.coverage.runtime..")
                .should().dependOnClassesThat().resideOutsideOfPackages("java..", "dev.ferret.coverage.runtime..")
                .because("the code under test's class loader sees this package"));
    }

    @Test
    void orchestrationDependsOnTheEngineModulesButNotOnTheCommandLine() {
        check(dependsOnlyOn("orchestration", "core", "coverage", "stateful", "junit", "worker"));
    }

    @Test
    void theRunKnowsNothingOfItsHtmlReport() {
        check(noClasses().that().resideInAPackage("dev.ferret.orchestration")
                .should().dependOnClassesThat().resideInAPackage("dev.ferret.orchestration.report..")
                .because("the report reads the run's result types; the front ends write it after the run"));
    }

    @Test
    void theLibrariesAndSubjectsStandAlone() {
        check(dependsOnlyOn("choice"));
        check(dependsOnlyOn("examples", "choice")); // the user generators of the generators package (issue 31)
    }

    @Test
    void modulesFormNoCycles() {
        check(slices().matching("dev.ferret.(*)..").should().beFreeOfCycles());
    }

    @Test
    void stagePackagesOfTheEngineFormNoCycles() {
        check(slices().matching("dev.ferret.core.(*)..").should().beFreeOfCycles());
    }

    @Test
    void onlyTheCommandLinePrintsOrExits() {
        check(noClasses().that().resideOutsideOfPackages("dev.ferret.cli..", "dev.ferret.worker.minion..",
                        "dev.ferret.examples..")
                .and().doNotHaveFullyQualifiedName("dev.ferret.junit.rerun.HaltingLauncher")
                .should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .orShould().callMethod(System.class, "exit", int.class)
                .orShould().callMethod(Runtime.class, "exit", int.class)
                .orShould().callMethod(Runtime.class, "halt", int.class)
                .because("only ferret-cli prints or exits (the worker JVM's entry point, minion, halts its own JVM, and so does "
                        + "the forked test JVM's entry point, junit.rerun.HaltingLauncher; the hostile examples exit on purpose)"));
    }
}
