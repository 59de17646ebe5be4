package dev.ferret.coverage.mutation;

/** A class to mutate: one method per kind of mutation point. */
public class Arith {

    public static int add(int a, int b) {
        return a + b;
    }

    public static boolean less(int a, int b) {
        return a < b;
    }

    public static String same(String s) {
        return s;
    }

    public static int[] copy(int[] values) {
        return values.clone();
    }

    public static int count(int n) {
        int c = 0;
        for (int i = 0; i < n; i = i + 1) {
            c++;
        }
        return c;
    }

    public static long negate(long x) {
        return -x;
    }

    public static boolean isNull(Object o) {
        return o == null;
    }

    public static double half(double d) {
        return d / 2;
    }

    public static long shift(long v, int by) {
        return v << by;
    }

    public static int[] filled(int n) {
        int[] a = new int[n];
        java.util.Arrays.fill(a, 7);
        return a;
    }

    private final StringBuilder log = new StringBuilder();

    void note(String s) {
        log.append(s);
    }

    public static String noted(String s) {
        Arith a = new Arith();
        a.note(s);
        return a.log.toString();
    }
}
