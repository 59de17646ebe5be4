package dev.ferret.maven;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.classes;
import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;

/** The plugin is a front end on orchestration: it talks through Maven's log, never prints or exits, copies no CLI. */
class PluginArchitectureTest {

    /** The plugin's compiled main classes (importing by package would scan every jar on the class path). */
    private final JavaClasses plugin = new ClassFileImporter().importPath(Path.of("target", "classes"));

    @Test
    void neverPrintsNorExits() {
        noClasses().should().accessField(System.class, "out")
                .orShould().accessField(System.class, "err")
                .orShould().callMethod(System.class, "exit", int.class)
                .orShould().callMethod(Runtime.class, "halt", int.class)
                .because("a Maven plugin reports through Maven's log and fails through Mojo exceptions")
                .check(plugin);
    }

    @Test
    void runsGenerationOnlyThroughTheOrchestrator() {
        noClasses().should().dependOnClassesThat().resideInAnyPackage("dev.ferret.cli..", "dev.ferret.worker..")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("dev.ferret.core.run.InProcessEngine")
                .orShould().dependOnClassesThat().haveFullyQualifiedName("dev.ferret.junit.emit.SuiteEmitter")
                .because("the orchestration module runs a generation for every front end").check(plugin);
        classes().that().areNotAnnotatedWith(org.apache.maven.plugins.annotations.Mojo.class)
                .and().areTopLevelClasses().and().doNotHaveSimpleName("package-info")
                .should().notBePublic().check(plugin);
    }
}
