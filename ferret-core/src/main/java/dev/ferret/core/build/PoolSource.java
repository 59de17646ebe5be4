package dev.ferret.core.build;

/** A value from the pool, chosen uniformly among those assignable to the input's boxed type. */
final class PoolSource implements InputSource {

    private final ValuePool pool;

    PoolSource(ValuePool pool) {
        this.pool = pool;
    }

    @Override
    public int supply(InputRequest request) {
        ValuePool.Entry entry = pool.select(request.boxedType(), request.random());
        return entry == null ? -1 : request.appendEntry(entry);
    }
}
