/**
 * The failure path: a judged failure re-blamed, re-executed, minimized (with
 * {@link dev.ferret.core.minimize}), deduplicated and emitted as an error-revealing test; entry
 * point {@link dev.ferret.core.failure.FailurePath}.
 */
package dev.ferret.core.failure;
