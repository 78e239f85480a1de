import type { Driver } from '../../src/db/types';

/** Set `fault` to make every statement fail with it, as a database outage would; null lets them through. */
export interface FaultSwitch {
  fault: Error | null;
}

/** A driver that fails while the switch holds a fault, and works again once it is cleared. */
export function faultyDriver(faults: FaultSwitch): (driver: Driver) => Driver {
  const check = () => {
    if (faults.fault) throw faults.fault;
  };
  return (driver) => ({
    kind: driver.kind,
    run: async (text, values) => (check(), driver.run(text, values)),
    exec: async (text) => (check(), driver.exec(text)),
    transaction: async (work) => (check(), driver.transaction(work)),
    session: async (work) => (check(), driver.session(work)),
    close: () => driver.close(),
  });
}

/** What pg raises when nothing listens on the server's port. */
export function connectionRefused(): Error {
  return Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED', errno: -111, syscall: 'connect' });
}
