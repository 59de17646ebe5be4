package dev.ferret.core.build;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.random.RandomGenerator;

/**
 * New values for a literal of a branch's witness ({@link BranchDirector}): fitted to the constants
 * its condition compares against, or varied from a mined constant or the value itself.
 */
final class LiteralVariants {

    private static final int LONGEST_REPEATED_TEXT = 64;

    private LiteralVariants() {
    }

    /**
     * Values of a literal's type made from the constants a condition compares against: each
     * constant converted, and its neighbours; for text, the constant itself, a character code as
     * a character (alone, before and after the old text) and a length as a text of that length.
     */
    static List<Object> fitted(List<Object> compared, Class<?> type, Object old) {
        Set<Object> out = new LinkedHashSet<>();
        for (Object c : compared) {
            if (type == boolean.class) {
                out.add(!(Boolean) old);
            } else if (type == String.class) {
                String s = (String) old;
                if (c instanceof String text) {
                    out.add(text);
                    out.add(text + s);
                } else if (c instanceof Integer i) {
                    if (i >= 0 && i <= Character.MAX_VALUE) {
                        String ch = String.valueOf((char) i.intValue());
                        out.add(ch);
                        out.add(ch + s);
                        out.add(s + ch);
                    }
                    for (int n : new int[] {i, i + 1, i - 1}) {
                        if (n >= 0 && n <= LONGEST_REPEATED_TEXT) {
                            out.add("a".repeat(n));
                        }
                    }
                }
            } else if (type == char.class) {
                if (c instanceof Integer i) {
                    for (int n : new int[] {i, i + 1, i - 1}) {
                        if (n >= 0 && n <= Character.MAX_VALUE) {
                            out.add((char) n);
                        }
                    }
                } else if (c instanceof String text && text.length() == 1) {
                    out.add(text.charAt(0));
                }
            } else if (c instanceof Number n) {
                double d = n.doubleValue();
                for (double v : new double[] {d, d + 1, d - 1}) {
                    out.add(numberOf(type, v));
                }
            } else if (c instanceof String text) {
                out.add(numberOf(type, text.length()));
            }
        }
        out.remove(old);
        return new ArrayList<>(out);
    }

    /**
     * A new value for a literal: a mined constant of its type ({@code mined}), one of its
     * neighbours, or one of the value's own.
     */
    static Object newValue(Class<?> type, Object value, List<Object> mined, RandomGenerator random) {
        if (type == boolean.class) {
            return !(Boolean) value;
        }
        if (type == String.class) {
            String s = (String) value;
            List<Object> options = new ArrayList<>(mined);
            options.addAll(List.of("", s + s, s.isEmpty() ? " " : s.substring(1), s.toUpperCase(Locale.ROOT),
                    " " + s + " "));
            return options.get(random.nextInt(options.size()));
        }
        if (type == char.class) {
            List<Object> options = new ArrayList<>(mined);
            char c = (Character) value;
            options.addAll(List.of((char) (c + 1), (char) (c - 1), 'A', 'z', '0', ' ', '\0'));
            return options.get(random.nextInt(options.size()));
        }
        double base = mined.isEmpty() || random.nextBoolean() ? ((Number) value).doubleValue()
                : ((Number) mined.get(random.nextInt(mined.size()))).doubleValue();
        double[] offsets = {0, 1, -1, 10, -10, 100, -100};
        double d = switch (random.nextInt(5)) {
            case 0 -> 0;
            case 1 -> -base;
            default -> base + offsets[random.nextInt(offsets.length)];
        };
        return numberOf(type, d);
    }

    private static Object numberOf(Class<?> type, double d) {
        if (type == int.class) {
            return (int) d;
        }
        if (type == long.class) {
            return (long) d;
        }
        if (type == short.class) {
            return (short) d;
        }
        if (type == byte.class) {
            return (byte) d;
        }
        if (type == float.class) {
            return (float) d;
        }
        return d;
    }
}
