package dev.ferret.choice.junit;

import dev.ferret.choice.Generator;
import dev.ferret.choice.engine.Budget;
import dev.ferret.choice.engine.Explorer;
import dev.ferret.choice.engine.Failure;
import dev.ferret.choice.engine.Report;
import java.lang.reflect.Method;
import java.lang.reflect.Parameter;
import java.util.List;
import java.util.Optional;
import java.util.function.IntFunction;
import org.junit.jupiter.api.extension.ExtensionContext;
import org.junit.jupiter.api.extension.InvocationInterceptor;
import org.junit.jupiter.api.extension.ParameterContext;
import org.junit.jupiter.api.extension.ParameterResolver;
import org.junit.jupiter.api.extension.ReflectiveInvocationContext;
import org.junit.platform.commons.support.AnnotationSupport;

/**
 * Runs the body of an {@link ExploreTest} under the engine: every path of every size, smallest
 * counterexample reported. JUnit's own invocation is skipped; the body is called reflectively once
 * per path, with the {@link Size} argument set to the path's size.
 */
final class ExploreExtension implements InvocationInterceptor, ParameterResolver {

    @Override
    public boolean supportsParameter(ParameterContext p, ExtensionContext e) {
        return p.isAnnotated(Size.class) && p.getParameter().getType() == int.class;
    }

    @Override
    public Object resolveParameter(ParameterContext p, ExtensionContext e) {
        return 0; // replaced on each path
    }

    @Override
    public void interceptTestMethod(Invocation<Void> invocation, ReflectiveInvocationContext<Method> call,
            ExtensionContext context) {
        invocation.skip();
        Method method = call.getExecutable();
        ExploreTest a = AnnotationSupport.findAnnotation(method, ExploreTest.class).orElseThrow();
        Budget budget = a.maxPaths() == Long.MAX_VALUE ? Budget.unlimited()
                : Budget.unlimited().withMaxPaths(a.maxPaths());
        Explorer<Object> explorer = Explorer.ascending(a.minSize(), a.maxSize(), body(method, call))
                .withMode(a.mode()).withCompletion(a.completion()).withBudget(budget);
        Optional<Replay> replay = Replay.find(context, method, a.replay());
        Report<Object> r = replay.isPresent() ? explorer.replay(replay.get().size, replay.get().trail)
                : explorer.count();
        context.publishReportEntry("ferret.choice", r.toString());
        Optional<Failure> f = r.smallestFailure();
        if (f.isPresent()) {
            Failure x = f.get();
            throw new AssertionError("smallest counterexample at size " + x.size() + ", trail [" + x.trail()
                    + "] after " + r.explored() + " paths (re-run it alone with "
                    + Replay.hint(method, x.size(), x.trail()) + "): " + x.cause(), x.cause());
        }
        if (!r.isExhaustive() && replay.isEmpty() && !a.allowPartial()) {
            throw new AssertionError("exploration was partial, no counterexample in what ran: " + r);
        }
    }

    private static IntFunction<Generator<Object>> body(Method method, ReflectiveInvocationContext<Method> call) {
        Object target = call.getTarget().orElse(null);
        List<Object> arguments = call.getArguments();
        Parameter[] parameters = method.getParameters();
        int sizeIndex = -1;
        for (int i = 0; i < parameters.length; i++) {
            if (parameters[i].isAnnotationPresent(Size.class)) {
                sizeIndex = i;
            }
        }
        int at = sizeIndex;
        return size -> () -> {
            Object[] args = arguments.toArray();
            if (at >= 0) {
                args[at] = size;
            }
            return Replay.invoke(method, target, args);
        };
    }
}
