package dev.ferret.examples.correct;

/** A correct Comparable semantic version (major.minor.patch) with non-negative parts. */
public final class Version implements Comparable<Version> {
    private final int major;
    private final int minor;
    private final int patch;

    public Version(int major, int minor, int patch) {
        if (major < 0 || minor < 0 || patch < 0) {
            throw new IllegalArgumentException("negative version part");
        }
        this.major = major;
        this.minor = minor;
        this.patch = patch;
    }

    public Version nextMinor() {
        return new Version(major, Math.addExact(minor, 1), 0);
    }

    public Version nextPatch() {
        return new Version(major, minor, Math.addExact(patch, 1));
    }

    @Override
    public int compareTo(Version o) {
        int c = Integer.compare(major, o.major);
        if (c == 0) {
            c = Integer.compare(minor, o.minor);
        }
        return c != 0 ? c : Integer.compare(patch, o.patch);
    }

    @Override
    public boolean equals(Object o) {
        return o instanceof Version v && major == v.major && minor == v.minor && patch == v.patch;
    }

    @Override
    public int hashCode() {
        return (major * 31 + minor) * 31 + patch;
    }

    @Override
    public String toString() {
        return major + "." + minor + "." + patch;
    }
}
