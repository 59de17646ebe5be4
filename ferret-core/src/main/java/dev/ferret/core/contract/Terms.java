package dev.ferret.core.contract;

import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.util.List;
import java.util.Set;

/** The kinds of {@link Term}. */
final class Terms {

    private Terms() {
    }

    /** A literal: {@code true}, {@code 3}, {@code "x"}, {@code null}. */
    record Literal(Object value, Class<?> type) implements Term {
        @Override
        public Object eval(Frame frame) {
            return value;
        }

        @Override
        public String java(String[] roles, Object[] old) {
            return JavaLiterals.of(value);
        }

        @Override
        public void roles(Set<Integer> into) {
            // none
        }
    }

    /** A role: {@code this}, a parameter, or {@code result}. */
    record Role(int index, Class<?> type) implements Term {
        @Override
        public Object eval(Frame frame) {
            return frame.roles()[index];
        }

        @Override
        public String java(String[] roles, Object[] old) {
            return roles[index];
        }

        @Override
        public void roles(Set<Integer> into) {
            into.add(index);
        }
    }

    /** A call of an observing public method: {@code target.name(args)}. */
    record Call(Term target, Method method, List<Term> args) implements Term {
        @Override
        public Class<?> type() {
            return method.getReturnType();
        }

        @Override
        public Object eval(Frame frame) throws Throwable {
            Object receiver = target.eval(frame);
            if (receiver == null) {
                throw new NullPointerException("contract calls " + method.getName() + " on null");
            }
            Object[] in = new Object[args.size()];
            for (int i = 0; i < in.length; i++) {
                in[i] = Arithmetic.convert(args.get(i).eval(frame), method.getParameterTypes()[i]);
            }
            try {
                return method.invoke(receiver, in);
            } catch (InvocationTargetException e) {
                throw e.getCause();
            }
        }

        @Override
        public String java(String[] roles, Object[] old) {
            StringBuilder s = new StringBuilder(Arithmetic.operand(target, roles, old)).append('.')
                    .append(method.getName()).append('(');
            for (int i = 0; i < args.size(); i++) {
                s.append(i == 0 ? "" : ", ").append(args.get(i).java(roles, old));
            }
            return s.append(')').toString();
        }

        @Override
        public void roles(Set<Integer> into) {
            target.roles(into);
            args.forEach(a -> a.roles(into));
        }
    }

    /** {@code old(e)}: the value {@code e} had when the call began, slot {@code slot} of the frame. */
    record Old(int slot, Term of) implements Term {
        @Override
        public Class<?> type() {
            return of.type();
        }

        @Override
        public Object eval(Frame frame) {
            return frame.old()[slot];
        }

        @Override
        public String java(String[] roles, Object[] old) {
            if (old[slot] instanceof Placeholder p) {
                return p.text();
            }
            return JavaLiterals.of(Arithmetic.convert(old[slot], of.type()));
        }

        @Override
        public void roles(Set<Integer> into) {
            // a constant in the emitted test
        }
    }

    /**
     * Stands for an {@code old(...)} value in {@link Old#java} when the value is not known when the
     * source is written (a generated body takes it into a local before each call).
     */
    record Placeholder(String text) {
    }

    /** {@code !e} or {@code -e}. */
    record Unary(String op, Term of) implements Term {
        @Override
        public Class<?> type() {
            return of.type();
        }

        @Override
        public Object eval(Frame frame) throws Throwable {
            Object v = of.eval(frame);
            return op.equals("!") ? !(Boolean) v : Arithmetic.negate(v, of.type());
        }

        @Override
        public String java(String[] roles, Object[] old) {
            return op + Arithmetic.operand(of, roles, old);
        }

        @Override
        public void roles(Set<Integer> into) {
            of.roles(into);
        }
    }

    /** A binary operator: logical, comparison or arithmetic. */
    record Binary(String op, Term left, Term right, Class<?> type) implements Term {
        @Override
        public Object eval(Frame frame) throws Throwable {
            if (op.equals("&&") || op.equals("||")) {
                boolean l = (Boolean) left.eval(frame);
                if (op.equals("&&") ? !l : l) {
                    return l;
                }
                return right.eval(frame);
            }
            return Arithmetic.apply(op, left.eval(frame), right.eval(frame), left.type(), right.type());
        }

        @Override
        public String java(String[] roles, Object[] old) {
            return Arithmetic.operand(left, op, false, roles, old) + " " + op + " "
                    + Arithmetic.operand(right, op, true, roles, old);
        }

        @Override
        public void roles(Set<Integer> into) {
            left.roles(into);
            right.roles(into);
        }
    }
}
