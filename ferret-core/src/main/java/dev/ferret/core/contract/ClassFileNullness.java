package dev.ferret.core.contract;

import java.io.IOException;
import java.io.InputStream;
import java.lang.reflect.Constructor;
import java.lang.reflect.Executable;
import java.lang.reflect.Method;
import java.util.HashMap;
import java.util.Map;
import org.objectweb.asm.AnnotationVisitor;
import org.objectweb.asm.ClassReader;
import org.objectweb.asm.ClassVisitor;
import org.objectweb.asm.MethodVisitor;
import org.objectweb.asm.Opcodes;
import org.objectweb.asm.Type;
import org.objectweb.asm.TypePath;
import org.objectweb.asm.TypeReference;

/**
 * Nullness annotations that reflection cannot see: those of {@code CLASS} retention (JetBrains'
 * {@code org.jetbrains.annotations.Nullable}/{@code NotNull}, AndroidX' {@code androidx.annotation}),
 * kept in the class file as invisible annotations, on a method (its return), on a parameter, or
 * as type annotations on the return type or a parameter's type. Read with ASM from the declaring
 * class's class file, once per class; matched by simple name as {@link Nullness} does.
 */
final class ClassFileNullness {

    /** The annotations' simple names of one method: index 0 the return, 1.. the parameters. */
    private record Names(String[] slots) {
    }

    private static final ClassValue<Map<String, Names>> METHODS = new ClassValue<>() {
        @Override
        protected Map<String, Names> computeValue(Class<?> type) {
            return read(type);
        }
    };

    private ClassFileNullness() {
    }

    /** The simple name of a nullness-like invisible annotation on parameter {@code i}, or null. */
    static String parameter(Executable e, int i) {
        Names n = names(e);
        return n == null || i + 1 >= n.slots().length ? null : n.slots()[i + 1];
    }

    /** The simple name of such an annotation on the return of {@code m}, or null. */
    static String returned(Method m) {
        Names n = names(m);
        return n == null ? null : n.slots()[0];
    }

    private static Names names(Executable e) {
        String name = e instanceof Constructor<?> ? "<init>" : e.getName();
        String descriptor = e instanceof Method m ? Type.getMethodDescriptor(m)
                : Type.getConstructorDescriptor((Constructor<?>) e);
        return METHODS.get(e.getDeclaringClass()).get(name + descriptor);
    }

    private static Map<String, Names> read(Class<?> type) {
        String file = type.getName().substring(type.getName().lastIndexOf('.') + 1) + ".class";
        try (InputStream in = type.getResourceAsStream(file)) {
            if (in == null) {
                return Map.of();
            }
            Map<String, Names> out = new HashMap<>();
            new ClassReader(in).accept(new Collector(out), ClassReader.SKIP_CODE | ClassReader.SKIP_FRAMES);
            return out;
        } catch (IOException | RuntimeException e) { // NOPMD: an unreadable class file says nothing
            return Map.of();
        }
    }

    /** The simple name of an annotation's descriptor ({@code Lorg/jetbrains/annotations/Nullable;}). */
    private static String simpleName(String descriptor) {
        String name = Type.getType(descriptor).getClassName();
        return name.substring(Math.max(name.lastIndexOf('.'), name.lastIndexOf('$')) + 1);
    }

    /** Collects the invisible annotations of every method. */
    private static final class Collector extends ClassVisitor {
        private final Map<String, Names> out;

        Collector(Map<String, Names> out) {
            super(Opcodes.ASM9);
            this.out = out;
        }

        @Override
        public MethodVisitor visitMethod(int access, String name, String descriptor, String signature,
                                         String[] exceptions) {
            String[] slots = new String[Type.getArgumentTypes(descriptor).length + 1];
            out.put(name + descriptor, new Names(slots));
            return new MethodVisitor(Opcodes.ASM9) {
                @Override
                public AnnotationVisitor visitAnnotation(String desc, boolean visible) {
                    note(slots, 0, desc, visible);
                    return null;
                }

                @Override
                public AnnotationVisitor visitParameterAnnotation(int parameter, String desc, boolean visible) {
                    note(slots, parameter + 1, desc, visible);
                    return null;
                }

                @Override
                public AnnotationVisitor visitTypeAnnotation(int typeRef, TypePath typePath, String desc,
                                                             boolean visible) {
                    TypeReference ref = new TypeReference(typeRef);
                    if (typePath == null && ref.getSort() == TypeReference.METHOD_RETURN) {
                        note(slots, 0, desc, visible);
                    } else if (typePath == null && ref.getSort() == TypeReference.METHOD_FORMAL_PARAMETER) {
                        note(slots, ref.getFormalParameterIndex() + 1, desc, visible);
                    }
                    return null;
                }
            };
        }

        private static void note(String[] slots, int slot, String desc, boolean visible) {
            if (!visible && slot < slots.length && slots[slot] == null) {
                slots[slot] = simpleName(desc);
            }
        }
    }
}
