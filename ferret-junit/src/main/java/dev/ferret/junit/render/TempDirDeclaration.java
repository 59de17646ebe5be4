package dev.ferret.junit.render;

import com.palantir.javapoet.CodeBlock;
import com.palantir.javapoet.MethodSpec;
import com.palantir.javapoet.TypeSpec;
import dev.ferret.core.testcase.Action;
import dev.ferret.core.testcase.GeneratedTest;
import dev.ferret.core.testcase.ScratchLayout;
import java.io.IOException;
import java.nio.file.Files;
import java.util.List;
import javax.lang.model.element.Modifier;

/**
 * The temporary directory of a test class whose tests use one ({@link Action.TempDir}): the field
 * each test gets a new directory in ({@code @TempDir Path tempDir;}, or JUnit 4's
 * {@code TemporaryFolder} rule), and a set-up method that lays out in it, with plain JDK calls,
 * the files and directories Ferret's scratch directory held ({@link ScratchLayout}), so the tests
 * depend only on JUnit and the code under test.
 */
final class TempDirDeclaration {

    /** The set-up method's name; a probe calls it again for each repetition of a test's body. */
    static final String SET_UP = "layOutTempDir";

    private TempDirDeclaration() {
    }

    /** Whether any of the tests uses the temporary directory. */
    static boolean usedBy(List<GeneratedTest> tests) {
        return tests.stream().anyMatch(TempDirDeclaration::usedBy);
    }

    /** Whether the test uses the temporary directory. */
    static boolean usedBy(GeneratedTest test) {
        return test.steps().stream().anyMatch(s -> s.action() instanceof Action.TempDir);
    }

    /** Adds the fields and the set-up method to the class. */
    static void declare(TypeSpec.Builder type, JUnitDialect dialect) {
        dialect.tempDirFields(StepWriter.TEMP_DIR).forEach(type::addField);
        MethodSpec.Builder setUp = MethodSpec.methodBuilder(SET_UP)
                .addAnnotation(dialect.beforeEachAnnotation())
                .addException(IOException.class)
                .addCode(dialect.tempDirAssignment(StepWriter.TEMP_DIR));
        if (dialect.publicTestMethods()) {
            setUp.addModifiers(Modifier.PUBLIC);
        }
        for (ScratchLayout.Entry e : ScratchLayout.entries()) {
            CodeBlock path = CodeBlock.of("$L.resolve($L)", StepWriter.TEMP_DIR, Literals.stringLiteral(e.path()));
            if (e.isDirectory()) {
                setUp.addStatement("$T.createDirectories($L)", Files.class, path);
            } else {
                setUp.addStatement("$T.writeString($L, $L)", Files.class, path, Literals.stringLiteral(e.content()));
            }
        }
        type.addMethod(setUp.build());
    }
}
