package dev.ferret.stateful.infer;

import static org.junit.jupiter.api.Assertions.assertEquals;

import dev.ferret.stateful.record.Predicate;
import dev.ferret.stateful.store.Observed;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The honest count of templates, and that each one is produced by some inference (none is dead). */
class TemplateCatalogTest {

    @Test
    void shouldCountThirtyDistinctTemplates() {
        List<String> all = TemplateCatalog.all();
        assertEquals(30, all.size(), "7 preconditions, 21 postconditions, 2 implications");
        assertEquals(all.size(), Set.copyOf(all).size());
        assertEquals(7, Template.values().length);
        assertEquals(21, PostTemplate.values().length);
    }

    @Test
    void shouldProduceEveryPreconditionTemplate() {
        List<Observed> seen = List.of(new Observed("L", "R", 1, Predicate.NOT_NULL, 1, 1, 2, 2),
                new Observed("L", "R", 2, Predicate.NOT_NULL, 0, 0, 2, 2),
                new Observed("L", "R", 0, "$.isEmpty()", 1, 1, 2, 2),
                new Observed("L", "R", 0, "$.isOpen()", 0, 0, 2, 2),
                new Observed("L", "R", 0, "$.size()", 3, 3, 2, 2),
                new Observed("L", "R", 0, "$.sum()", 1, 9, 2, 2));
        Set<Template> produced = EnumSet.noneOf(Template.class);
        new PreconditionInference(Set.of(Predicate.NOT_NULL, "$.isEmpty()", "$.isOpen()"), (r, role) -> "x" + role)
                .infer(seen).forEach(p -> produced.add(p.template()));
        assertEquals(EnumSet.allOf(Template.class), produced);
    }

    @Test
    void shouldProduceEveryPostconditionTemplate() {
        assertEquals(EnumSet.allOf(PostTemplate.class), PostconditionInferenceTest.exercised());
    }
}
