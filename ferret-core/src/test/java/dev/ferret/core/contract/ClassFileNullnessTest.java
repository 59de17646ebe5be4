package dev.ferret.core.contract;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.core.contract.classfile.ClassRetentionFixture;
import java.lang.reflect.Method;
import java.util.List;
import org.junit.jupiter.api.Test;

/** Nullness annotations of CLASS retention, read from the compiled fixture's class file. */
class ClassFileNullnessTest {

    private static final Class<?> FIXTURE = ClassRetentionFixture.class;

    @Test
    void shouldReadDeclarationAnnotationsReflectionCannotSee() throws Exception {
        Method find = FIXTURE.getMethod("find", int.class, String.class);
        assertEquals(0, find.getAnnotations().length, "invisible to reflection");
        assertEquals(Nullness.Kind.NULLABLE, Nullness.returned(find));
        assertEquals(Nullness.Kind.UNKNOWN, Nullness.parameter(find, 0), "a primitive");
        assertEquals(Nullness.Kind.NULLABLE, Nullness.parameter(find, 1));
        assertEquals(Nullness.Kind.NULLABLE, Nullness.parameter(FIXTURE.getConstructor(String.class), 0));
    }

    @Test
    void shouldReadTypeAnnotationsOnTheReturnAndParametersButNotOnTypeArguments() throws Exception {
        Method name = FIXTURE.getMethod("name", String.class, List.class);
        assertEquals(Nullness.Kind.NON_NULL, Nullness.returned(name));
        assertEquals(Nullness.Kind.NON_NULL, Nullness.parameter(name, 0));
        assertEquals(Nullness.Kind.UNKNOWN, Nullness.parameter(name, 1), "List<@NotNull String> is not a non-null list");
    }

    @Test
    void shouldLeaveUnannotatedTypesUnknownAndMakeANonNullParameterAPrecondition() throws Exception {
        Method plain = FIXTURE.getMethod("plain", String.class);
        assertEquals(Nullness.Kind.UNKNOWN, Nullness.returned(plain));
        assertEquals(Nullness.Kind.UNKNOWN, Nullness.parameter(plain, 0));
        MethodContract contract = ContractReader.of(FIXTURE.getMethod("name", String.class, List.class), FIXTURE);
        assertEquals(1, contract.requires().size(), "the non-null parameter: " + contract.requires());
        assertEquals("{1} != null", contract.requires().get(0).condition());
    }
}
