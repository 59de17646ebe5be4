package dev.ferret.choice.examples.korat;

import dev.ferret.choice.Generator;
import java.util.function.IntFunction;

/** The Korat structures by name, each with its generator family (the finitization for size N). */
enum Korat {
    BINARYTREE("BinaryTree", BinaryTree::trees),
    SEARCHTREE("SearchTree", SearchTree::trees),
    HEAPARRAY("HeapArray", HeapArray::heaps),
    REDBLACKTREE("RedBlackTree", RedBlackTree::trees),
    DISJSET("DisjSet", DisjSet::sets),
    FIBHEAP("FibHeap", FibHeap::heaps),
    DAG("DAG", Dag::graphs);

    final String title;
    final IntFunction<? extends Generator<?>> family;

    Korat(String title, IntFunction<? extends Generator<?>> family) {
        this.title = title;
        this.family = family;
    }
}
