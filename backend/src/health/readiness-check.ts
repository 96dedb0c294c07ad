export interface ReadinessCheck {
  name: string;
  check(): Promise<{ ok: boolean; detail?: unknown }>;
}

export const READINESS_CHECKS = Symbol('READINESS_CHECKS');
