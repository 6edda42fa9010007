import { PlusOutlined } from '@ant-design/icons';
import { addColumn, addSearch } from '@platform/form-engine';
import { Button, Card, Empty, Flex, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ListPaneProps } from './use-list-design.ts';

/** The form's main fields, each added as a column or a search field (when the list may use it so). */
export function ListDesignerFields({ api, candidates }: ListPaneProps) {
  const { t } = useTranslation('listDesigner');
  const { design } = api;
  return (
    <Card
      size="small"
      title={t('fields')}
      style={{ width: 260, flex: 'none' }}
      data-testid="list-designer-fields"
    >
      {candidates.length === 0 ? (
        <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('noFields')} />
      ) : (
        <Flex vertical gap={4}>
          {candidates.map((candidate) => {
            const isColumn = design.columnList.some((c) => c.prop === candidate.name);
            const isSearched = design.searchList.some((s) => s.prop === candidate.name);
            return (
              <Flex key={candidate.name} align="center" gap={4} data-testid={`list-field-${candidate.name}`}>
                <Typography.Text ellipsis style={{ flex: 1 }} title={candidate.name}>
                  {candidate.label}
                </Typography.Text>
                <Tooltip title={t('addColumnTip')}>
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    disabled={!candidate.canBeColumn || isColumn}
                    onClick={() => api.apply((d) => addColumn(d, candidates, candidate.name))}
                    data-testid={`list-add-column-${candidate.name}`}
                  >
                    {t('addColumn')}
                  </Button>
                </Tooltip>
                <Tooltip title={t('addSearchTip')}>
                  <Button
                    size="small"
                    icon={<PlusOutlined />}
                    disabled={!candidate.canBeSearched || isSearched}
                    onClick={() => api.apply((d) => addSearch(d, candidates, candidate.name))}
                    data-testid={`list-add-search-${candidate.name}`}
                  >
                    {t('addSearch')}
                  </Button>
                </Tooltip>
              </Flex>
            );
          })}
        </Flex>
      )}
    </Card>
  );
}
