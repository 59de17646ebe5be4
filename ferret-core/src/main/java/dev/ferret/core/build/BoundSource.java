package dev.ferret.core.build;

import dev.ferret.core.model.MethodOperation;
import dev.ferret.core.model.Operation;
import dev.ferret.core.model.Statement;
import java.lang.reflect.Method;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * A contract used as a generator (Klein, Flatt and Findler's goal-directed [Call]): a parameter
 * that a precondition bounds by an observer of the receiver ({@code @Requires("capacity() >= n")})
 * gets the observer's value, called on the receiver just before the call
 * ({@code s.pushN(s.capacity(), x)}). That is the parameter's boundary, which the precondition
 * allows and off-by-one faults break. The observer must be an operation under test, so the call
 * is made and rendered like any other.
 */
final class BoundSource implements InputSource {

    private final List<MethodOperation> observers = new ArrayList<>();
    private final Map<Operation, List<List<MethodOperation>>> bounds = new HashMap<>();

    /** @param operations the operations under test; the bounding observers are taken among them */
    BoundSource(List<Operation> operations) {
        for (Operation op : operations) {
            if (op instanceof MethodOperation m && !m.isStatic() && m.method().getParameterCount() == 0) {
                observers.add(m);
            }
        }
    }

    @Override
    public boolean applies(InputRequest request) {
        return request.receiver() >= 0 && request.type().isPrimitive() && !boundsOf(request).isEmpty();
    }

    @Override
    public int supply(InputRequest request) {
        List<MethodOperation> candidates = boundsOf(request);
        MethodOperation observer = candidates.get(request.random().nextInt(candidates.size()));
        return request.appendStatement(new Statement(observer, new int[] {request.receiver()}));
    }

    private List<MethodOperation> boundsOf(InputRequest request) {
        List<List<MethodOperation>> perSlot = bounds.computeIfAbsent(request.operation(), this::find);
        int slot = request.slot();
        return slot < perSlot.size() ? perSlot.get(slot) : List.of();
    }

    /** Per input slot of {@code op}, the observers under test that bound it (empty for most). */
    private List<List<MethodOperation>> find(Operation op) {
        if (!(op instanceof MethodOperation m) || m.isStatic() || m.contract().isEmpty()) {
            return List.of();
        }
        List<List<MethodOperation>> perSlot = new ArrayList<>();
        perSlot.add(List.of()); // the receiver
        Class<?>[] params = m.method().getParameterTypes();
        for (int i = 0; i < params.length; i++) {
            List<MethodOperation> found = new ArrayList<>();
            for (Method bound : m.contract().bounds(i)) {
                for (MethodOperation o : observers) {
                    if (o.method().getName().equals(bound.getName()) && o.method().getReturnType() == params[i]
                            && o.inputTypes().get(0).isAssignableFrom(op.inputTypes().get(0))) {
                        found.add(o);
                    }
                }
            }
            perSlot.add(found);
        }
        return perSlot;
    }
}
