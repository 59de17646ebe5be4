package dev.ferret.core.model;

import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.Constructor;
import java.lang.reflect.Field;
import java.lang.reflect.InvocationHandler;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayDeque;
import java.util.Arrays;
import java.util.Comparator;
import java.util.Deque;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicInteger;
import net.bytebuddy.ByteBuddy;
import net.bytebuddy.description.modifier.SyntheticState;
import net.bytebuddy.description.modifier.Visibility;
import net.bytebuddy.dynamic.DynamicType;
import net.bytebuddy.dynamic.loading.ClassLoadingStrategy;
import net.bytebuddy.dynamic.scaffold.subclass.ConstructorStrategy;
import net.bytebuddy.implementation.FixedValue;
import net.bytebuddy.implementation.InvocationHandlerAdapter;
import net.bytebuddy.matcher.ElementMatchers;

/**
 * Makes real subclasses at run time with Byte Buddy: one class per superclass and set of
 * overridden methods, cached, defined in the superclass's package and class loader (through
 * {@link MethodHandles#privateLookupIn}, so package-private members can be overridden and the
 * code under test's loader defines it); a subclass of a JDK class (the collection skeletons) is
 * defined in a package of its own by a class loader of its own. Every overridden method calls one shared dispatcher with
 * {@code (this, method, args)}; the dispatcher hands the call to the object's own
 * {@link InvocationHandler}, kept in a public instance field. While the superclass constructor runs
 * that field is not assigned yet, so the handler of the object being constructed on this thread
 * is used instead: an overridden method the superclass constructor calls runs its body.
 *
 * <p>The generated class is synthetic, so {@link Types#accessibleSupertype} names it by its
 * superclass, and it refers only to JDK types ({@code InvocationHandler}, {@code Method}).
 */
final class SubclassMaker {

    /** The instance field holding an object's handler. */
    static final String HANDLER_FIELD = "ferret$handler";

    /** Where subclasses of JDK classes are defined (only their public and protected members can be overridden). */
    static final String JDK_SUBCLASS_PACKAGE = "dev.ferret.generated.";

    private static final AtomicInteger NAMES = new AtomicInteger();
    private static final ClassValue<Map<String, Class<?>>> GENERATED = new ClassValue<>() {
        @Override
        protected Map<String, Class<?>> computeValue(Class<?> type) {
            return new ConcurrentHashMap<>();
        }
    };
    private static final ClassValue<Field> HANDLER = new ClassValue<>() {
        @Override
        protected Field computeValue(Class<?> type) {
            try {
                return type.getField(HANDLER_FIELD);
            } catch (NoSuchFieldException e) {
                throw new IllegalStateException(type.getName() + " is not a generated subclass", e);
            }
        }
    };
    private static final Map<Method, Map<Class<?>, MethodHandle>> SUPER_CALLS = new ConcurrentHashMap<>();
    private static final ThreadLocal<Deque<InvocationHandler>> CONSTRUCTING = ThreadLocal.withInitial(ArrayDeque::new);
    private static final InvocationHandler DISPATCH = SubclassMaker::dispatch;

    private SubclassMaker() {
    }

    /** The generated subclass of {@code superclass} that overrides exactly {@code overridden}. */
    static Class<?> subclass(Class<?> superclass, List<Method> overridden) {
        Method[] sorted = overridden.toArray(new Method[0]);
        Arrays.sort(sorted, Comparator.comparing(SubclassMaker::key));
        StringBuilder key = new StringBuilder();
        for (Method m : sorted) {
            key.append(key(m)).append(';');
        }
        return GENERATED.get(superclass).computeIfAbsent(key.toString(), k -> make(superclass, sorted));
    }

    private static Class<?> make(Class<?> superclass, Method[] overridden) {
        try {
            boolean jdk = Types.isJdk(superclass);
            String name = (jdk ? JDK_SUBCLASS_PACKAGE + superclass.getSimpleName() : superclass.getName())
                    + "$Ferret$" + NAMES.incrementAndGet();
            DynamicType.Builder<?> b = new ByteBuddy()
                    .subclass(superclass, ConstructorStrategy.Default.IMITATE_SUPER_CLASS_OPENING)
                    .name(name)
                    .modifiers(Visibility.PUBLIC, SyntheticState.SYNTHETIC)
                    .defineField(HANDLER_FIELD, InvocationHandler.class, Visibility.PUBLIC)
                    .method(ElementMatchers.anyOf(overridden))
                    .intercept(InvocationHandlerAdapter.of(DISPATCH));
            if (printsFixed(superclass)) {
                b = b.method(ElementMatchers.named("toString").and(ElementMatchers.takesArguments(0)))
                        .intercept(FixedValue.value(CallbackOperation.printed(superclass)));
            }
            DynamicType.Unloaded<?> made = b.make();
            if (jdk) { // java.* packages cannot take new classes: a class loader of its own, over the boot loader
                return made.load(null, ClassLoadingStrategy.Default.WRAPPER).getLoaded();
            }
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(superclass, MethodHandles.lookup());
            return made.load(superclass.getClassLoader(), ClassLoadingStrategy.UsingLookup.of(lookup)).getLoaded();
        } catch (IllegalAccessException e) {
            throw new IllegalStateException("cannot define a subclass of " + superclass.getName(), e);
        }
    }

    /**
     * A new instance of a generated subclass through one of its constructors: {@code handler}
     * interprets its overridden methods, from inside the superclass constructor on. An exception
     * the constructor throws is thrown as it is.
     */
    static Object instantiate(Constructor<?> constructor, Object[] args, InvocationHandler handler) throws Throwable {
        Class<?> generated = constructor.getDeclaringClass();
        Deque<InvocationHandler> constructing = CONSTRUCTING.get();
        constructing.push(handler);
        Object made;
        try {
            made = constructor.newInstance(args);
        } catch (InvocationTargetException e) {
            throw e.getCause();
        } finally {
            constructing.pop();
        }
        HANDLER.get(generated).set(made, handler);
        return made;
    }

    /** Calls the superclass's implementation of {@code method} on a generated object ({@code super.m(args)}). */
    static Object invokeSuper(Object self, Method method, Object[] args) throws Throwable {
        Class<?> generated = self.getClass();
        MethodHandle handle = SUPER_CALLS.computeIfAbsent(method, m -> new ConcurrentHashMap<>())
                .computeIfAbsent(generated, g -> superHandle(g, method));
        Object[] all = new Object[1 + (args == null ? 0 : args.length)];
        all[0] = self;
        if (args != null) {
            System.arraycopy(args, 0, all, 1, args.length);
        }
        return handle.invokeWithArguments(all);
    }

    private static MethodHandle superHandle(Class<?> generated, Method method) {
        try {
            MethodHandles.Lookup lookup = MethodHandles.privateLookupIn(generated, MethodHandles.lookup());
            return lookup.findSpecial(method.getDeclaringClass(), method.getName(),
                    MethodType.methodType(method.getReturnType(), method.getParameterTypes()), generated);
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException("no super call for " + method, e);
        }
    }

    private static Object dispatch(Object self, Method method, Object[] args) throws Throwable {
        InvocationHandler handler = (InvocationHandler) HANDLER.get(self.getClass()).get(self);
        if (handler == null) {
            handler = CONSTRUCTING.get().peek(); // called from the superclass constructor
        }
        if (handler == null) {
            throw new IllegalStateException("no handler for " + method);
        }
        return handler.invoke(self, method, args);
    }

    /**
     * Whether generated subclasses of {@code superclass} print a fixed text
     * ({@link CallbackOperation#printed}): when it inherits {@code Object}'s {@code toString}, whose
     * text (class name, identity hash) would differ between Ferret's class and the test's.
     */
    static boolean printsFixed(Class<?> superclass) {
        try {
            return superclass.getMethod("toString").getDeclaringClass() == Object.class;
        } catch (NoSuchMethodException e) {
            return false;
        }
    }

    /** Whether a method of a class may be overridden by a generated subclass (not final, static or private). */
    static boolean overridable(Method m) {
        int mod = m.getModifiers();
        return !Modifier.isFinal(mod) && !Modifier.isStatic(mod) && !Modifier.isPrivate(mod) && !m.isSynthetic()
                && !m.isBridge();
    }

    /** A method's name and erased parameter types. */
    static String key(Method m) {
        return m.getName() + Arrays.toString(m.getParameterTypes());
    }
}
