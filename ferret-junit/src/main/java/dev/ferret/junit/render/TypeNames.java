package dev.ferret.junit.render;

import com.palantir.javapoet.ArrayTypeName;
import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.TypeName;
import java.util.Arrays;
import java.util.Locale;
import java.util.Map;
import java.util.Set;

/** Maps the model's type names ({@code Class.getName()} style) to JavaPoet types and variable names. */
final class TypeNames {

    private static final Map<String, TypeName> PRIMITIVES = Map.of(
            "boolean", TypeName.BOOLEAN, "byte", TypeName.BYTE, "short", TypeName.SHORT,
            "char", TypeName.CHAR, "int", TypeName.INT, "long", TypeName.LONG,
            "float", TypeName.FLOAT, "double", TypeName.DOUBLE, "void", TypeName.VOID);

    private static final Map<String, String> BOXES = Map.of(
            "java.lang.Boolean", "boolean", "java.lang.Byte", "byte", "java.lang.Short", "short",
            "java.lang.Character", "char", "java.lang.Integer", "int", "java.lang.Long", "long",
            "java.lang.Float", "float", "java.lang.Double", "double");

    private static final Set<String> NUMERIC = Set.of("byte", "short", "char", "int", "long", "float", "double");

    private TypeNames() {
    }

    /** The JavaPoet type for a model type name, with its type arguments if it has any. */
    static TypeName typeName(String name) {
        if (name.endsWith(">")) {
            return GenericNames.parse(name);
        }
        if (name.endsWith("[]")) {
            return ArrayTypeName.of(typeName(name.substring(0, name.length() - 2)));
        }
        TypeName primitive = PRIMITIVES.get(name);
        return primitive != null ? primitive : className(name);
    }

    /** The JavaPoet class name for a binary class name; {@code a.b.Outer$Inner} becomes nested. */
    static ClassName className(String binaryName) {
        int dot = binaryName.lastIndexOf('.');
        String packageName = dot < 0 ? "" : binaryName.substring(0, dot);
        String simple = binaryName.substring(dot + 1);
        String[] parts = simple.split("\\$", -1);
        boolean nested = parts.length > 1 && Arrays.stream(parts).noneMatch(String::isEmpty)
                && Arrays.stream(parts).noneMatch(p -> Character.isDigit(p.charAt(0)));
        if (!nested) {
            return ClassName.get(packageName, simple);
        }
        return ClassName.get(packageName, parts[0], Arrays.copyOfRange(parts, 1, parts.length));
    }

    /** A model type name without its type arguments ({@code java.util.TreeSet<java.lang.String>}: {@code java.util.TreeSet}). */
    static String erasure(String name) {
        int open = name == null ? -1 : name.indexOf('<');
        return open < 0 ? name : name.substring(0, open);
    }

    /** The primitive keyword for a primitive or box type name, or {@code null}. */
    static String primitiveOf(String name) {
        if (name == null) {
            return null;
        }
        if (PRIMITIVES.containsKey(name) && !"void".equals(name)) {
            return name;
        }
        return BOXES.get(name);
    }

    static boolean isPrimitive(String name) {
        return name != null && PRIMITIVES.containsKey(name) && !"void".equals(name);
    }

    static boolean isNumericPrimitive(String name) {
        return NUMERIC.contains(name);
    }

    static boolean isVoid(String name) {
        return "void".equals(name);
    }

    /** The primitive keyword matching a boxed value's class, {@code "java.lang.String"}, or {@code null}. */
    static String typeOfValue(Object value) {
        if (value == null) {
            return null;
        }
        if (value instanceof String) {
            return "java.lang.String";
        }
        return BOXES.get(value.getClass().getName());
    }

    /**
     * The base of a variable name for a type: {@code java.util.TreeSet} gives {@code treeSet},
     * {@code int[]} gives {@code intArray}, {@code java.net.URL} gives {@code url}.
     */
    static String variableBase(String type) {
        if (type.endsWith(">")) {
            return variableBase(erasure(type));
        }
        if (type.endsWith("[]")) {
            return variableBase(type.substring(0, type.length() - 2)) + "Array";
        }
        if ("java.lang.Object".equals(type)) {
            return "obj";
        }
        String simple = type.substring(type.lastIndexOf('.') + 1);
        simple = simple.substring(simple.lastIndexOf('$') + 1);
        StringBuilder sb = new StringBuilder();
        for (int i = 0; i < simple.length(); i++) {
            char c = simple.charAt(i);
            if (Character.isJavaIdentifierPart(c) && c < 128 && c != '$') {
                sb.append(c);
            }
        }
        String base = sb.toString();
        if (base.isEmpty() || !Character.isJavaIdentifierStart(base.charAt(0))) {
            return "value" + base;
        }
        return decapitalize(base);
    }

    private static String decapitalize(String name) {
        int upper = 0;
        while (upper < name.length() && Character.isUpperCase(name.charAt(upper))) {
            upper++;
        }
        if (upper == 0) {
            return name;
        }
        if (upper == name.length()) {
            return name.toLowerCase(Locale.ROOT);
        }
        int cut = upper == 1 ? 1 : upper - 1; // "HTMLParser" -> "htmlParser"
        return name.substring(0, cut).toLowerCase(Locale.ROOT) + name.substring(cut);
    }
}
