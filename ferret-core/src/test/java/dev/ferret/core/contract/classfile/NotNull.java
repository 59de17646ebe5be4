package dev.ferret.core.contract.classfile;

import java.lang.annotation.ElementType;
import java.lang.annotation.Retention;
import java.lang.annotation.RetentionPolicy;
import java.lang.annotation.Target;

/** Fixture: a nullness annotation kept only in the class file, as JetBrains' (a type annotation). */
@Retention(RetentionPolicy.CLASS)
@Target(ElementType.TYPE_USE)
public @interface NotNull {
}
