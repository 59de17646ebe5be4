package dev.ferret.core.build;

import java.util.ArrayList;
import java.util.List;

/** A value already in the sub-sequences chosen for this call, chosen uniformly among those that fit. */
final class ReuseSource implements InputSource {

    @Override
    public int supply(InputRequest request) {
        Class<?> wanted = request.boxedType();
        List<Assembly.Available> compatible = new ArrayList<>();
        for (Assembly.Available a : request.available()) {
            if (wanted.isAssignableFrom(a.runtimeType())) {
                compatible.add(a);
            }
        }
        if (compatible.isEmpty()) {
            return -1;
        }
        return compatible.get(request.random().nextInt(compatible.size())).index();
    }
}
