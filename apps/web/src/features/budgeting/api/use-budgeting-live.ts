import { BUDGETING_CHANNEL, type BudgetingEvent } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useObjectRoom } from '../../../shared/widgets/chat/index.ts';
import { budgetingKeys } from './budgeting-api.ts';

/** An open budget screen refreshes when someone changes a plan (a cell or an import). */
export function useBudgetingLive(): void {
  const client = useQueryClient();
  useObjectRoom<BudgetingEvent>('budgeting', 'all', BUDGETING_CHANNEL, () => {
    void client.invalidateQueries({ queryKey: budgetingKeys.all });
  });
}
