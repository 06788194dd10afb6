/**
 * Questions and answers as native <details>/<summary>: works and is
 * keyboard-accessible without JavaScript, and the answers stay in the
 * prerendered HTML for search engines and the FAQ structured data. The warranty's short line
 * ({warrantyLine}) links to its full terms here, and stays plain text in the structured data.
 */
import { WarrantyText } from './WarrantyText';

export function FaqAccordion({
  faqs,
  headingLevel = 3,
}: {
  faqs: { question: string; answer: string }[];
  headingLevel?: 2 | 3;
}) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div className="faq-list">
      {faqs.map((faq) => (
        <details className="faq" key={faq.question}>
          <summary>
            <Heading className="faq__question">{faq.question}</Heading>
          </summary>
          <div className="faq__answer">
            {faq.answer.split(/\n{2,}/).map((para, i) => (
              <p key={i}>
                <WarrantyText text={para} />
              </p>
            ))}
          </div>
        </details>
      ))}
    </div>
  );
}
