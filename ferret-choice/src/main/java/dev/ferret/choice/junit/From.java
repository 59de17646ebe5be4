package dev.ferret.choice.junit;

import dev.ferret.choice.Generator;
import java.lang.annotation.Documented;
import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/**
 * The generator of one parameter of an {@link ExhaustiveTest}: a class implementing
 * {@link Generator} with a public constructor taking the size ({@code int}) or no arguments.
 */
@Documented
@Retention(RetentionPolicy.RUNTIME)
@Target(ElementType.PARAMETER)
public @interface From {

    /** The generator class. */
    Class<? extends Generator<?>> value();
}
