package dev.ferret.core.contract;

import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;

/**
 * Parses a contract expression and binds it to the method it is written on: names become roles,
 * calls become observing public methods found by reflection, and every operator is type-checked.
 * An expression that cannot be checked throws {@link BadContractException} with the reason.
 */
final class ContractParser {

    /** Mutators by name: a contract may not call them (nor void methods). */
    private static final List<String> MUTATOR_PREFIXES = List.of("set", "add", "remove", "put", "clear", "insert",
            "delete", "push", "pop", "reset", "register", "append", "offer", "poll", "write", "close");

    /**
     * What names mean where the expression is written.
     *
     * @param names the parameters (and {@code this}, {@code result}) by name, as roles
     * @param thisRole {@code this}, or null in a static context
     * @param oldAllowed whether {@code old(...)} may be used (postconditions)
     */
    record Scope(Map<String, Terms.Role> names, Terms.Role thisRole, boolean oldAllowed) {
    }

    private final Tokens tokens;
    private final Scope scope;
    private final List<Term> olds;

    private ContractParser(String text, Scope scope, List<Term> olds) throws BadContractException {
        this.tokens = new Tokens(text);
        this.scope = scope;
        this.olds = olds;
    }

    /**
     * The boolean term of {@code text}.
     *
     * @param olds receives the terms of {@code old(...)}, whose values the checker takes before the call
     */
    static Term parse(String text, Scope scope, List<Term> olds) throws BadContractException {
        ContractParser p = new ContractParser(text, scope, olds);
        Term t = p.or();
        if (!p.tokens.atEnd()) {
            throw new BadContractException("unexpected '" + p.tokens.peek() + "'");
        }
        if (!Arithmetic.isBoolean(t.type())) {
            throw new BadContractException("not a boolean expression (its type is " + t.type().getSimpleName() + ")");
        }
        return t;
    }

    private Term or() throws BadContractException {
        Term t = and();
        while (tokens.accept("||")) {
            t = logical("||", t, and());
        }
        return t;
    }

    private Term and() throws BadContractException {
        Term t = equality();
        while (tokens.accept("&&")) {
            t = logical("&&", t, equality());
        }
        return t;
    }

    private static Term logical(String op, Term l, Term r) throws BadContractException {
        if (!Arithmetic.isBoolean(l.type()) || !Arithmetic.isBoolean(r.type())) {
            throw new BadContractException("'" + op + "' needs boolean operands");
        }
        return new Terms.Binary(op, l, r, boolean.class);
    }

    private Term equality() throws BadContractException {
        Term t = relation();
        while (tokens.peek().equals("==") || tokens.peek().equals("!=")) {
            String op = tokens.next();
            Term r = relation();
            boolean numeric = Arithmetic.isNumeric(t.type()) && Arithmetic.isNumeric(r.type());
            boolean bool = Arithmetic.isBoolean(t.type()) && Arithmetic.isBoolean(r.type());
            boolean refs = !t.type().isPrimitive() && !r.type().isPrimitive();
            if (!numeric && !bool && !refs) {
                throw new BadContractException("cannot compare " + t.type().getSimpleName() + " with "
                        + r.type().getSimpleName());
            }
            t = new Terms.Binary(op, t, r, boolean.class);
        }
        return t;
    }

    private Term relation() throws BadContractException {
        Term t = sum();
        String op = tokens.peek();
        if (op.equals("<") || op.equals("<=") || op.equals(">") || op.equals(">=")) {
            tokens.next();
            Term r = sum();
            numeric(op, t, r);
            t = new Terms.Binary(op, t, r, boolean.class);
        }
        return t;
    }

    private Term sum() throws BadContractException {
        Term t = product();
        while (tokens.peek().equals("+") || tokens.peek().equals("-")) {
            String op = tokens.next();
            Term r = product();
            if (op.equals("+") && (t.type() == String.class || r.type() == String.class)) {
                t = new Terms.Binary(op, t, r, String.class);
            } else {
                numeric(op, t, r);
                t = new Terms.Binary(op, t, r, Arithmetic.promoted(t.type(), r.type()));
            }
        }
        return t;
    }

    private Term product() throws BadContractException {
        Term t = unary();
        while (tokens.peek().equals("*") || tokens.peek().equals("/") || tokens.peek().equals("%")) {
            String op = tokens.next();
            Term r = unary();
            numeric(op, t, r);
            t = new Terms.Binary(op, t, r, Arithmetic.promoted(t.type(), r.type()));
        }
        return t;
    }

    private static void numeric(String op, Term l, Term r) throws BadContractException {
        if (!Arithmetic.isNumeric(l.type()) || !Arithmetic.isNumeric(r.type())) {
            throw new BadContractException("'" + op + "' needs numbers, not " + l.type().getSimpleName() + " and "
                    + r.type().getSimpleName());
        }
    }

    private Term unary() throws BadContractException {
        if (tokens.accept("!")) {
            Term t = unary();
            if (!Arithmetic.isBoolean(t.type())) {
                throw new BadContractException("'!' needs a boolean");
            }
            return new Terms.Unary("!", t);
        }
        if (tokens.accept("-")) {
            Term t = unary();
            if (!Arithmetic.isNumeric(t.type())) {
                throw new BadContractException("'-' needs a number");
            }
            return new Terms.Unary("-", t);
        }
        Term t = primary();
        while (tokens.accept(".")) {
            t = call(t, tokens.next());
        }
        return t;
    }

    private Term primary() throws BadContractException {
        String t = tokens.next();
        if (t.equals("(")) {
            Term inner = or();
            tokens.expect(")");
            return inner;
        }
        if (t.startsWith("\"")) {
            return new Terms.Literal(t.substring(1), String.class);
        }
        if (Character.isDigit(t.charAt(0))) {
            return number(t);
        }
        if (!Tokens.isName(t)) {
            throw new BadContractException("unexpected '" + t + "'");
        }
        return name(t);
    }

    private Term name(String t) throws BadContractException {
        switch (t) {
            case "true", "false" -> {
                return new Terms.Literal(Boolean.valueOf(t), boolean.class);
            }
            case "null" -> {
                return new Terms.Literal(null, Object.class);
            }
            case "old", "\\old" -> {
                return old();
            }
            default -> {
                if (tokens.peek().equals("(")) {
                    if (scope.thisRole() == null) {
                        throw new BadContractException(t + "() has no receiver in a static context");
                    }
                    return call(scope.thisRole(), t);
                }
                Terms.Role role = scope.names().get(t.startsWith("\\") ? t.substring(1) : t);
                if (role == null) {
                    throw new BadContractException("unknown name '" + t + "'");
                }
                return role;
            }
        }
    }

    private Term old() throws BadContractException {
        if (!scope.oldAllowed()) {
            throw new BadContractException("old(...) is only for postconditions");
        }
        tokens.expect("(");
        Term of = or();
        tokens.expect(")");
        Class<?> t = of.type();
        if (!t.isPrimitive() && t != String.class && Arithmetic.unbox(t) == t) {
            throw new BadContractException("old(...) takes a primitive, boxed or String value, not "
                    + t.getSimpleName());
        }
        olds.add(of);
        return new Terms.Old(olds.size() - 1, of);
    }

    private static Term number(String t) throws BadContractException {
        try {
            char last = Character.toLowerCase(t.charAt(t.length() - 1));
            String digits = Character.isDigit(last) ? t : t.substring(0, t.length() - 1);
            if (last == 'l') {
                return new Terms.Literal(Long.parseLong(digits), long.class);
            }
            if (last == 'd' || last == 'f' || digits.contains(".")) {
                return new Terms.Literal(Double.parseDouble(digits), double.class);
            }
            return new Terms.Literal(Integer.parseInt(digits), int.class);
        } catch (NumberFormatException e) {
            throw new BadContractException("not a number: " + t);
        }
    }

    private Term call(Term target, String name) throws BadContractException {
        tokens.expect("(");
        List<Term> args = new ArrayList<>();
        if (!tokens.accept(")")) {
            do {
                args.add(or());
            } while (tokens.accept(","));
            tokens.expect(")");
        }
        if (target.type().isPrimitive()) {
            throw new BadContractException("cannot call " + name + "() on a " + target.type().getName());
        }
        Method m = method(target.type(), name, args);
        if (m.getReturnType() == void.class || Modifier.isStatic(m.getModifiers()) || isMutator(name)) {
            throw new BadContractException(target.type().getSimpleName() + "." + name
                    + "() does not only observe (it is void, static or named like a mutator)");
        }
        m.trySetAccessible();
        return new Terms.Call(target, m, List.copyOf(args));
    }

    private static Method method(Class<?> type, String name, List<Term> args) throws BadContractException {
        List<Method> candidates = new ArrayList<>(List.of(type.getMethods()));
        if (type.isInterface()) {
            candidates.addAll(List.of(Object.class.getMethods()));
        }
        for (Method m : candidates) {
            if (m.getName().equals(name) && m.getParameterCount() == args.size() && accepts(m, args)) {
                return m;
            }
        }
        throw new BadContractException("no public method " + name + "(" + args.size() + " argument"
                + (args.size() == 1 ? "" : "s") + ") on " + type.getSimpleName());
    }

    private static boolean accepts(Method m, List<Term> args) {
        Class<?>[] p = m.getParameterTypes();
        for (int i = 0; i < p.length; i++) {
            Class<?> a = args.get(i).type();
            boolean ok = Arithmetic.isNumeric(p[i]) ? Arithmetic.isNumeric(a)
                    : Arithmetic.isBoolean(p[i]) ? Arithmetic.isBoolean(a)
                    : !a.isPrimitive() || p[i].isAssignableFrom(boxed(a));
            if (!ok) {
                return false;
            }
        }
        return true;
    }

    private static Class<?> boxed(Class<?> t) {
        return java.lang.invoke.MethodType.methodType(t).wrap().returnType();
    }

    private static boolean isMutator(String name) {
        for (String p : MUTATOR_PREFIXES) {
            if (name.startsWith(p) && (name.length() == p.length() || !Character.isLowerCase(name.charAt(p.length())))) {
                return true;
            }
        }
        return false;
    }
}
