// Tables read on a phone: the remark plugin labels every body cell with its column's name and
// marks each table (`stacking-table`; props tables, `| Prop | Type | Default | Description |`,
// also `props-table`), so that src/css/custom.css can stack a row on narrow screens, its first
// cell then the others, each labeled, instead of making the table scroll sideways. A props row
// reads name and type, then default, then description. Wide screens keep the tables as they are.
import type {MdNode} from '../markdown-node';

const propsColumns = ['Prop', 'Type', 'Default', 'Description'];

const textOf = (node: MdNode): string =>
  node.type === 'text' || node.type === 'inlineCode'
    ? (node.value ?? '')
    : (node.children ?? []).map(textOf).join('');

function markTable(table: MdNode) {
  const [head, ...rows] = table.children ?? [];
  const names = (head?.children ?? []).map((cell) => textOf(cell).trim());
  const isProps = names.join('|') === propsColumns.join('|');
  table.data = {
    hProperties: {className: isProps ? ['stacking-table', 'props-table'] : ['stacking-table']},
  };
  for (const row of rows) {
    row.children?.forEach((cell, index) => {
      if (names[index]) cell.data = {hProperties: {'data-label': names[index]}};
    });
  }
}

export function remarkStackingTables() {
  return (tree: MdNode) => {
    const walk = (node: MdNode) => {
      if (node.type === 'table') markTable(node);
      else node.children?.forEach(walk);
    };
    walk(tree);
  };
}
