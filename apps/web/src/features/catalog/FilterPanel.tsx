import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ButtonBase from '@mui/material/ButtonBase';
import Checkbox from '@mui/material/Checkbox';
import Collapse from '@mui/material/Collapse';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { type FilterGroup, type FilterKey, listValues } from './listingQuery.ts';

function Group({
  group,
  selected,
  onToggle,
  initiallyOpen,
}: {
  group: FilterGroup;
  selected: string[];
  onToggle: (key: FilterKey, value: string) => void;
  initiallyOpen: boolean;
}) {
  const [open, setOpen] = useState(initiallyOpen || selected.length > 0);
  const id = useId();
  return (
    <Box component="fieldset" sx={{ border: 0, borderBottom: 1, borderColor: 'divider', m: 0, p: 0, py: 1 }}>
      <Box component="legend" sx={{ p: 0, width: '100%', float: 'left' }}>
        <ButtonBase
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls={id}
          sx={{
            width: '100%',
            justifyContent: 'space-between',
            py: 1,
            fontWeight: 600,
            fontSize: 14,
            borderRadius: 1,
          }}
        >
          <span>
            {group.title}
            {selected.length > 0 && (
              <Box component="span" sx={{ color: 'secondary.dark', ml: 1 }}>
                ({selected.length})
              </Box>
            )}
          </span>
          {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
        </ButtonBase>
      </Box>
      <Collapse in={open} id={id} sx={{ clear: 'both' }}>
        <FormGroup sx={{ pb: 1 }}>
          {group.options.map((option) => (
            <FormControlLabel
              key={option.value}
              control={
                <Checkbox
                  size="small"
                  checked={selected.includes(option.value)}
                  onChange={() => onToggle(group.key, option.value)}
                />
              }
              label={<Typography variant="body2">{option.label}</Typography>}
              sx={{ ml: -0.75 }}
            />
          ))}
        </FormGroup>
      </Collapse>
    </Box>
  );
}

/** The listing's filter groups as collapsible checkbox lists, used in the sidebar and the mobile panel. */
export function FilterPanel({
  groups,
  params,
  onToggle,
  onClear,
  activeCount,
}: {
  groups: FilterGroup[];
  params: URLSearchParams;
  onToggle: (key: FilterKey, value: string) => void;
  onClear: () => void;
  activeCount: number;
}) {
  return (
    <Box>
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          pb: 1,
          borderBottom: 1,
          borderColor: 'divider',
        }}
      >
        <Typography component="h2" variant="h6">
          Filters
        </Typography>
        <Button size="small" onClick={onClear} disabled={activeCount === 0}>
          Clear filters
        </Button>
      </Box>
      {groups.map((group, i) => (
        <Group
          key={group.key}
          group={group}
          selected={listValues(params, group.key)}
          onToggle={onToggle}
          initiallyOpen={i < 3}
        />
      ))}
    </Box>
  );
}
