/** A numbered process ("how it works"): an ordered list, the number drawn as a badge; columns from the count of steps (./gridColumns.ts). */
import { Icon } from './Icon';
import { balancedGrid } from './gridColumns';

export function StepList({ steps }: { steps: { title: string; description: string; icon?: string }[] }) {
  return (
    <ol className="step-list balanced-grid" {...balancedGrid(steps.length, 14)}>
      {steps.map((step, i) => (
        <li className="step-list__item" key={step.title}>
          <span className="step-list__num" aria-hidden="true">
            {step.icon ? <Icon name={step.icon} size={22} /> : i + 1}
          </span>
          <div>
            <h3 className="step-list__title">
              <span className="step-list__label">Step {i + 1}</span> {step.title}
            </h3>
            <p>{step.description}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
