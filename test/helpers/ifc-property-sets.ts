import { deref, type StepInstance, type StepValue } from '../../src/services/previews/step-reader';

/** An IFC model's property sets as read back from its STEP instances: set name → property name → value. */
export function propertySets(model: Map<number, StepInstance>): Map<string, Map<string, StepValue>> {
  const sets = new Map<string, Map<string, StepValue>>();
  for (const instance of model.values()) {
    if (instance.type !== 'IFCPROPERTYSET') continue;
    const properties = new Map<string, StepValue>();
    for (const ref of instance.args[4] as StepValue[]) {
      const property = deref(model, ref)!;
      const typed = property.args[2] as { value: StepValue };
      properties.set(property.args[0] as string, typed.value);
    }
    sets.set(instance.args[2] as string, properties);
  }
  return sets;
}
