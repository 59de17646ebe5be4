package dev.ferret.junit.render;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.CodeBlock;
import java.util.Set;

/** Names assertion methods of one class and collects those used, for its static import. */
final class AssertionCalls {

    private final ClassName assertions;
    private final Set<String> used;

    /**
     * @param assertions the class holding the assertion methods
     * @param used collects the names of the methods used
     */
    AssertionCalls(ClassName assertions, Set<String> used) {
        this.assertions = assertions;
        this.used = used;
    }

    /** The method, to call: {@code Assertions.assertTrue}, rendered as {@code assertTrue} once imported. */
    CodeBlock named(String name) {
        used.add(name);
        // the member name must be literal format text for JavaPoet to apply the static import
        return CodeBlock.of("$T." + name, assertions);
    }
}
