package dev.ferret.choice.examples.fig13;

import dev.ferret.choice.Generator;
import java.util.function.IntFunction;

/** The Fig. 13 benchmark programs by name, with the sizes the paper ran. */
enum Fig13 {
    NQUEENS("NQueens", 6, NQueens::boards),
    HEAPARRAY("HeapArray", 6, HeapArray::heaps),
    RBTREE("RBTree", 6, RedBlackColorings::trees),
    SEARCHTREE("SearchTree", 4, SearchTree::trees),
    SORTEDLIST("SortedList", 6, SortedList::lists);

    final String title;
    final int firstSize;
    final IntFunction<? extends Generator<?>> family;

    Fig13(String title, int firstSize, IntFunction<? extends Generator<?>> family) {
        this.title = title;
        this.firstSize = firstSize;
        this.family = family;
    }
}
