package dev.ferret.choice.examples.compilers;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.intIn;
import static dev.ferret.choice.Choice.oneOf;

import dev.ferret.choice.Generator;
import dev.ferret.choice.examples.inheritance.InheritanceGraph;
import java.util.List;

/**
 * Small Java programs built on inheritance graphs (the paper's §5.3 generators): N types, each a
 * class or an interface with the supertypes of a Java-legal inheritance graph (Fig. 4 backbone +
 * {@code isJavaInheritance}), and each optionally declaring {@code m()} returning one of the types.
 * Classes are abstract, so an inherited abstract {@code m()} is legal.
 */
final class JavaPrograms {

    private JavaPrograms() {
    }

    /** Programs of {@code n} types; the source has no package declaration (see {@link #inPackage}). */
    static Generator<String> programs(int n) {
        Generator<InheritanceGraph> graphs = InheritanceGraph.imperative(n);
        return () -> {
            InheritanceGraph ig = graphs.generate();
            List<InheritanceGraph.Node> nodes = ig.nodes();
            StringBuilder b = new StringBuilder();
            for (int i = 0; i < n; i++) {
                int returns = intIn(-1, n - 1);
                b.append(declaration(nodes, i, returns)).append('\n');
            }
            assume(b.length() > 0);
            return b.toString();
        };
    }

    private static String name(int i) {
        return String.valueOf((char) ('A' + i));
    }

    private static String declaration(List<InheritanceGraph.Node> nodes, int i, int returns) {
        InheritanceGraph.Node node = nodes.get(i);
        StringBuilder b = new StringBuilder(node.isClass() ? "abstract class " : "interface ").append(name(i));
        String superclass = null;
        StringBuilder interfaces = new StringBuilder();
        for (InheritanceGraph.Node s : node.supertypes()) {
            String sn = name(nodes.indexOf(s));
            if (s.isClass()) {
                superclass = sn;
            } else {
                interfaces.append(interfaces.length() > 0 ? ", " : "").append(sn);
            }
        }
        if (superclass != null) {
            b.append(" extends ").append(superclass);
        }
        if (interfaces.length() > 0) {
            b.append(node.isClass() ? " implements " : " extends ").append(interfaces);
        }
        b.append(" {");
        if (returns >= 0) {
            b.append(node.isClass() ? " public " + name(returns) + " m() { return null; }" : " " + name(returns) + " m();");
        }
        return b.append(" }").toString();
    }

    /**
     * Programs in the shape of Fig. 17's second program: a class A whose method m() has some
     * access, and a local class B in it (extending A or not) whose m(int) calls m in some way.
     * 3 accesses x 2 superclasses x 3 calls = 18 programs.
     */
    static Generator<String> localClasses() {
        return () -> {
            String access = oneOf("private ", "", "public ");
            String superclass = oneOf("", " extends A");
            String call = oneOf("m();", "m(1);", "A.this.m();");
            return "class A { " + access + "void m() { class B" + superclass + " { void m(int i) { " + call
                    + " } } } }\n";
        };
    }

    /** The program as a compilation unit of package {@code pkg}. */
    static String inPackage(String pkg, String program) {
        return "package " + pkg + ";\n" + program;
    }
}
