package dev.ferret.stateful.infer;

import java.util.ArrayList;
import java.util.List;

/**
 * Every template the inference knows, counted in one place: the precondition templates
 * ({@link Template}), the postcondition templates ({@link PostTemplate}) and the implication
 * templates ({@link Implication.Antecedent}; an implication's consequent is any postcondition
 * template, and is not counted again).
 */
public final class TemplateCatalog {

    private TemplateCatalog() {
    }

    /** The templates' names, {@code requires EQUALS}, {@code ensures UNCHANGED}, {@code implies WHEN_TRUE}. */
    public static List<String> all() {
        List<String> out = new ArrayList<>();
        for (Template t : Template.values()) {
            out.add("requires " + t.name());
        }
        for (PostTemplate t : PostTemplate.values()) {
            out.add("ensures " + t.name());
        }
        for (Implication.Antecedent t : Implication.Antecedent.values()) {
            out.add("implies " + t.name());
        }
        return out;
    }
}
