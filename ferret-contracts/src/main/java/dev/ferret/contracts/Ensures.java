package dev.ferret.contracts;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Postconditions of a method or constructor: boolean expressions that must hold when it returns
 * normally. The method is to blame when one is false; for a generated implementation of an
 * interface method, the generator is.
 *
 * <p>The language is {@link Requires}'s, plus {@code result} for the value returned and
 * {@code old(e)} for the value of {@code e} (a primitive, boxed or {@code String} value) when the
 * method was called: {@code @Ensures("size() == old(size()) + 1")}. On a constructor,
 * {@code this} is the new object. Postconditions of an overridden or implemented method hold for
 * its overrides too.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.CONSTRUCTOR})
public @interface Ensures {
    /** The conditions, each a boolean expression. */
    String[] value();
}
