import type { RemoteLoadObserver } from '../../remotes/remote-modules';
import { describeError, getDeliveryFacts, remoteFailed, remoteLoaded, remoteLoadStarted } from './facts';
import { reportTelemetry } from './telemetry';

const remoteOf = (moduleId: string) => moduleId.split('/')[0] ?? moduleId;

/** Feeds the loaded-remotes facts and the telemetry hook with every remote module load. */
export const deliveryObserver: RemoteLoadObserver = {
  started(moduleId) {
    remoteLoadStarted(remoteOf(moduleId));
  },
  finished(moduleId, ms, error) {
    const name = remoteOf(moduleId);
    if (error === undefined) remoteLoaded(name, ms);
    else remoteFailed(name, error, ms);
    const remote = getDeliveryFacts().remotes.find((candidate) => candidate.name === name);
    const environment = getDeliveryFacts().environment;
    reportTelemetry({
      type: 'remote-load',
      remote: name,
      module: moduleId,
      ok: error === undefined,
      ms: Math.round(ms),
      version: remote?.version,
      ...(remote?.overridden
        ? { cohort: 'override' as const }
        : remote?.cohort
          ? { cohort: remote.cohort }
          : {}),
      ...(environment ? { environment } : {}),
      overridden: remote?.overridden ?? false,
      error: error === undefined ? undefined : describeError(error).slice(0, 2000),
      page: window.location.pathname.slice(0, 500),
      at: new Date().toISOString(),
    });
  },
};
