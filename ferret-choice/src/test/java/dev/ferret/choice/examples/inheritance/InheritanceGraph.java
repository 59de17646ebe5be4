package dev.ferret.choice.examples.inheritance;

import static dev.ferret.choice.Choice.assume;
import static dev.ferret.choice.Choice.bool;
import static dev.ferret.choice.Choice.delayedBool;
import static dev.ferret.choice.Choice.intIn;

import dev.ferret.choice.Delayed;
import dev.ferret.choice.Generator;
import dev.ferret.choice.ObjectPool;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Inheritance graphs (the paper's Figs. 1-4): nodes are classes or interfaces with ordered lists
 * of supertypes. Declarative generation (Fig. 3 {@code initialize} + the Fig. 2 predicates, names
 * corrected) and imperative generation (the Fig. 4 DAG backbone, then a labelling filtered by
 * {@code isJavaInheritance}).
 */
public final class InheritanceGraph {

    /** A class or an interface. Supertypes are delayed references in declarative generation. */
    public static final class Node {
        final List<Delayed<Node>> supertypes = new ArrayList<>();
        Delayed<Boolean> isClass;

        /** The supertypes, forced. */
        public List<Node> supertypes() {
            List<Node> out = new ArrayList<>();
            for (Delayed<Node> s : supertypes) {
                out.add(s.get());
            }
            return out;
        }

        /** Whether this node is a class (else an interface). */
        public boolean isClass() {
            return isClass.get();
        }
    }

    final Node[] nodes;

    private InheritanceGraph(int n) {
        nodes = new Node[n];
    }

    /** The nodes, in creation order. */
    public List<Node> nodes() {
        return List.of(nodes);
    }

    /** Fig. 3 {@code initialize(N)}: N distinct nodes, 0..N-1 supertypes each from the pool, a kind each (or all interfaces). */
    static InheritanceGraph initialize(int n, boolean kinds) {
        InheritanceGraph ig = new InheritanceGraph(n);
        ObjectPool<Node> pool = ObjectPool.finite(n, Node::new);
        for (int i = 0; i < n; i++) {
            ig.nodes[i] = pool.getNew().get();
        }
        for (Node node : ig.nodes) {
            int num = intIn(0, n - 1);
            for (int j = 0; j < num; j++) {
                node.supertypes.add(pool.getAny());
            }
            node.isClass = kinds ? delayedBool() : Delayed.of(false);
        }
        return ig;
    }

    /** All DAGs of N nodes (declarative). */
    public static Generator<InheritanceGraph> dags(int n) {
        return () -> {
            InheritanceGraph ig = initialize(n, false);
            assume(ig.isDAG());
            return ig;
        };
    }

    /** The paper's {@code mainDecl}: all inheritance graphs of N nodes. */
    public static Generator<InheritanceGraph> declarative(int n) {
        return () -> {
            InheritanceGraph ig = initialize(n, true);
            assume(ig.isDAG());
            assume(ig.isJavaInheritance());
            return ig;
        };
    }

    /** Fig. 4 {@code generateDAGBackbone}: supertypes of node i are a strictly increasing index sequence below i. */
    public static Generator<InheritanceGraph> backbones(int n) {
        return () -> {
            InheritanceGraph ig = new InheritanceGraph(n);
            for (int i = 0; i < n; i++) {
                ig.nodes[i] = new Node();
                ig.nodes[i].isClass = Delayed.of(false);
            }
            for (int i = 0; i < n; i++) {
                int num = intIn(0, i);
                int k = -1;
                for (int j = 0; j < num; j++) {
                    k = intIn(k + 1, i - (num - j));
                    ig.nodes[i].supertypes.add(Delayed.of(ig.nodes[k]));
                }
            }
            return ig;
        };
    }

    /** The paper's {@code mainImp}: a backbone, then kinds filtered by {@code isJavaInheritance}. */
    public static Generator<InheritanceGraph> imperative(int n) {
        Generator<InheritanceGraph> backbones = backbones(n);
        return () -> {
            InheritanceGraph ig = backbones.generate();
            for (Node node : ig.nodes) {
                node.isClass = Delayed.of(bool());
            }
            assume(ig.isJavaInheritance());
            return ig;
        };
    }

    /** Fig. 2 {@code isDAG}: no cycle through supertypes and no duplicate supertype. */
    public boolean isDAG() {
        Set<Node> visited = new HashSet<>();
        for (Node node : nodes) {
            if (!visited.contains(node) && !acyclicFrom(node, new HashSet<>(), visited)) {
                return false;
            }
        }
        return true;
    }

    /** Fig. 2's {@code isInCycle}, named for what it returns. */
    private static boolean acyclicFrom(Node node, Set<Node> path, Set<Node> visited) {
        if (path.contains(node)) {
            return false;
        }
        path.add(node);
        visited.add(node);
        for (int i = 0; i < node.supertypes.size(); i++) {
            Node s = node.supertypes.get(i).get();
            for (int j = 0; j < i; j++) {
                if (s == node.supertypes.get(j).get()) {
                    return false;
                }
            }
            if (!acyclicFrom(s, path, visited)) {
                return false;
            }
        }
        path.remove(node);
        return true;
    }

    /** Fig. 2 {@code isJavaInheritance}: interfaces extend interfaces only; a class extends at most one class. */
    public boolean isJavaInheritance() {
        for (Node node : nodes) {
            int classes = 0;
            for (Delayed<Node> s : node.supertypes) {
                if (s.get().isClass.get()) {
                    if (!node.isClass.get()) {
                        return false;
                    }
                    classes++;
                }
            }
            if (classes > 1) {
                return false;
            }
        }
        return true;
    }

    /** e.g. {@code C0:[] I1:[0]}: kind and index of each node, supertypes by index. */
    @Override
    public String toString() {
        List<Node> order = List.of(nodes);
        StringBuilder b = new StringBuilder();
        for (int i = 0; i < nodes.length; i++) {
            b.append(i > 0 ? " " : "").append(nodes[i].isClass() ? 'C' : 'I').append(i).append(":[");
            List<Node> supers = nodes[i].supertypes();
            for (int j = 0; j < supers.size(); j++) {
                b.append(j > 0 ? "," : "").append(order.indexOf(supers.get(j)));
            }
            b.append(']');
        }
        return b.toString();
    }
}
