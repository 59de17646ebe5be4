package dev.ferret.contracts;

import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * Preconditions of a method or constructor: boolean expressions that must hold when it is
 * called. The caller is to blame when one is false: Ferret does not call a method of the code
 * under test with inputs that break its precondition, and a generated implementation of an
 * interface method that is called with such inputs reveals a bug of the code that called it.
 *
 * <p>The expressions are written in a small subset of Java: the parameters by name, {@code this},
 * literals ({@code true}, {@code false}, {@code null}, integers, strings), public methods that
 * only observe ({@code size()}, {@code this.capacity()}, {@code s.isEmpty()}; an unqualified call
 * is on {@code this}), {@code !}, {@code &&}, {@code ||}, {@code ==}, {@code !=}, {@code <},
 * {@code <=}, {@code >}, {@code >=}, {@code +}, {@code -}, {@code *}, {@code /}, {@code %} and
 * parentheses. For example {@code @Requires("capacity() >= n")}. Several expressions must all hold.
 *
 * <p>Parameter names are read from the class file: compile with {@code -parameters}, or with
 * debug information (Maven's default) for methods that have code; an abstract method's
 * parameters have names only with {@code -parameters}. {@code arg0}, {@code arg1}, ... always work.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target({ElementType.METHOD, ElementType.CONSTRUCTOR})
public @interface Requires {
    /** The conditions, each a boolean expression. */
    String[] value();
}
