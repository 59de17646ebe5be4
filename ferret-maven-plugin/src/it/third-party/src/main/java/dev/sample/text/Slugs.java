package dev.sample.text;

import org.apache.commons.lang3.StringUtils;

/** URL slugs; needs commons-lang3 at run time. */
public final class Slugs {

    private final int maxLength;

    public Slugs(int maxLength) {
        if (maxLength < 4) {
            throw new IllegalArgumentException("too short");
        }
        this.maxLength = maxLength;
    }

    public String slug(String title) {
        String plain = StringUtils.stripAccents(StringUtils.trimToEmpty(title)).toLowerCase();
        String dashed = plain.replaceAll("[^a-z0-9]+", "-");
        return StringUtils.abbreviate(StringUtils.strip(dashed, "-"), "", maxLength);
    }

    public boolean isSlug(String text) {
        return StringUtils.isNotEmpty(text) && text.equals(slug(text));
    }
}
