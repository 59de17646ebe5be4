package dev.ferret.contracts;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Inherited;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Invariants of a class: boolean expressions over {@code this} (in {@link Requires}'s language,
 * without parameters) that hold after every constructor and public method returns normally. The
 * constructor or method after which one is false is to blame.
 */
@Documented
@Inherited
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.TYPE)
public @interface Invariant {
    /** The conditions, each a boolean expression. */
    String[] value();
}
