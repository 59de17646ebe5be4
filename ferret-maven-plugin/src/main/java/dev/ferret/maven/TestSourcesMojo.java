package dev.ferret.maven;

import java.io.File;
import java.io.IOException;
import org.apache.maven.plugin.AbstractMojo;
import org.apache.maven.plugin.MojoExecutionException;
import org.apache.maven.plugins.annotations.LifecyclePhase;
import org.apache.maven.plugins.annotations.Mojo;
import org.apache.maven.plugins.annotations.Parameter;
import org.apache.maven.project.MavenProject;

/**
 * Adds the tests an earlier {@code generate} wrote to the build's test sources, leaving their
 * error-revealing tests out of Surefire's run: bind it in the POM so that every {@code mvn test}
 * compiles and runs them. Cheap: it generates nothing.
 */
@Mojo(name = "test-sources", defaultPhase = LifecyclePhase.GENERATE_TEST_SOURCES, threadSafe = true)
public final class TestSourcesMojo extends AbstractMojo {

    @Parameter(defaultValue = "${project}", readonly = true, required = true)
    private MavenProject project;

    /** Where {@code generate} wrote the tests. */
    @Parameter(property = "ferret.outputDirectory", defaultValue = "${project.build.directory}/generated-test-sources/ferret")
    private File outputDirectory;

    /** Let Surefire run the error-revealing tests too (they fail until their bugs are fixed). */
    @Parameter(property = "ferret.includeErrorTests", defaultValue = "false")
    private boolean includeErrorTests;

    @Override
    public void execute() throws MojoExecutionException {
        try {
            TestSourceRoot.attach(project, outputDirectory.toPath(), includeErrorTests, getLog());
        } catch (IOException e) {
            throw new MojoExecutionException("cannot read the generated tests in " + outputDirectory + ": "
                    + e.getMessage());
        }
    }
}
