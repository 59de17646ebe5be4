package dev.ferret.junit.render;

import com.palantir.javapoet.ClassName;
import com.palantir.javapoet.ParameterizedTypeName;
import com.palantir.javapoet.TypeName;
import com.palantir.javapoet.WildcardTypeName;
import java.util.ArrayList;
import java.util.List;

/**
 * Parses the model's generic type names ({@code java.util.Map$Entry<java.lang.String,?>},
 * wildcards {@code ? extends T} and {@code ? super T}) into JavaPoet types.
 */
final class GenericNames {

    private final String text;
    private int at;

    private GenericNames(String text) {
        this.text = text;
    }

    /** The JavaPoet type of a generic model type name. */
    static TypeName parse(String name) {
        GenericNames parser = new GenericNames(name);
        TypeName type = parser.type();
        if (parser.at != name.length()) {
            throw new IllegalArgumentException("not a type name: " + name);
        }
        return type;
    }

    private TypeName type() {
        if (text.startsWith("?", at)) {
            at++;
            if (text.startsWith(" extends ", at)) {
                at += " extends ".length();
                return WildcardTypeName.subtypeOf(type());
            }
            if (text.startsWith(" super ", at)) {
                at += " super ".length();
                return WildcardTypeName.supertypeOf(type());
            }
            return WildcardTypeName.subtypeOf(Object.class);
        }
        int start = at;
        while (at < text.length() && "<>,".indexOf(text.charAt(at)) < 0) {
            at++;
        }
        String raw = text.substring(start, at);
        if (at >= text.length() || text.charAt(at) != '<') {
            return TypeNames.typeName(raw);
        }
        at++; // '<'
        List<TypeName> arguments = new ArrayList<>();
        do {
            arguments.add(type());
        } while (at < text.length() && text.charAt(at++) == ',');
        ClassName className = TypeNames.className(raw);
        return ParameterizedTypeName.get(className, arguments.toArray(new TypeName[0]));
    }
}
