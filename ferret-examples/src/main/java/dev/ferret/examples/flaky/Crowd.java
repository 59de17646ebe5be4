package dev.ferret.examples.flaky;

import java.util.HashSet;
import java.util.Objects;
import java.util.Set;
import java.util.StringJoiner;

/**
 * A crowd of members kept in a {@link HashSet}; members use identity {@code equals}/{@code hashCode},
 * so the set's iteration order follows identity hash codes.
 *
 * <p>Unstable: {@code getRoster} lists the names in iteration order, which changes between JVMs
 * once there are two members or more. Stable: {@code size}, {@code isEmpty}, {@code hasMembers},
 * {@code getTotalNameLength}, {@code toString}, and {@link Member}'s observers.
 */
public final class Crowd {
    /** A member of a crowd; deliberately keeps {@code Object}'s identity equality. */
    public static final class Member {
        private final String name;

        public Member(String name) {
            this.name = Objects.requireNonNull(name, "name");
        }

        public String getName() {
            return name;
        }

        @Override
        public String toString() {
            return "Member[" + name + "]";
        }
    }

    private final Set<Member> members = new HashSet<>();

    /** Adds a new member called {@code name} (names may repeat) and returns it. */
    public Member add(String name) {
        Member m = new Member(name);
        members.add(m);
        return m;
    }

    public int size() {
        return members.size();
    }

    public boolean isEmpty() {
        return members.isEmpty();
    }

    public boolean hasMembers() {
        return !members.isEmpty();
    }

    public int getTotalNameLength() {
        return members.stream().mapToInt(m -> m.name.length()).sum();
    }

    public String getRoster() {
        StringJoiner roster = new StringJoiner(",");
        for (Member m : members) {
            roster.add(m.name);
        }
        return roster.toString();
    }

    @Override
    public String toString() {
        return "Crowd[" + members.size() + " members]";
    }
}
