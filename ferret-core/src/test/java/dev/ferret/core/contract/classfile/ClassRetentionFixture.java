package dev.ferret.core.contract.classfile;

import java.util.List;

/** Fixture: nullness stated only by annotations reflection cannot see. */
public class ClassRetentionFixture {

    public ClassRetentionFixture(@Nullable String name) {
    }

    @Nullable
    public String find(int index, @Nullable String key) {
        return key;
    }

    public @NotNull String name(@NotNull String s, List<@NotNull String> others) {
        return s;
    }

    public String plain(String s) {
        return s;
    }
}
