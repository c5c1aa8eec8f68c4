'use client';

import { useMemo, useState } from 'react';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { shareLink, writeScenarioCookies } from './apply-scenario';
import type { DevKitCopy } from './dev-kit-copy';
import {
  BRAND_EXAMPLES,
  EMPTY_SCENARIO,
  MOCK_TIMES,
  scenarioLabel,
  type BrandExample,
  type MockScenario,
  type MockTime,
} from '@/mock/scenario';
import { filterOptions, sameScenario, scenarioOptions, type ScenarioOption } from './scenario-options';

export interface ScenarioPanelProps {
  initial: MockScenario;
  copy: DevKitCopy;
  onClose: () => void;
}

const optionLabel = (option: ScenarioOption) => `${option.operationId} · ${option.status} ${option.example}`;

/**
 * The scenario panel (loaded on demand): pick one named example of any operation (errors included) from the list
 * generated from openapi.yaml, the mock time and the brand example; Apply writes the cookies and reloads the page;
 * Copy link gives the `?mock=` address of this screen. Opens with the search focused and the list open, so forcing
 * an error is three clicks: badge, example, Apply.
 */
export default function ScenarioPanel({ initial, copy, onClose }: ScenarioPanelProps) {
  const options = useMemo(() => scenarioOptions(), []);
  const [scenario, setScenario] = useState<MockScenario>(initial);
  const [copied, setCopied] = useState(false);
  const selected = options.find((option) => sameScenario(option, scenario.operation)) ?? null;
  const link = typeof window === 'undefined' ? '' : shareLink(scenario, window.location);

  const apply = (next: MockScenario) => {
    writeScenarioCookies(next);
    window.location.reload();
  };
  const copyLink = async () => {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="dev-kit-title">
      <DialogTitle id="dev-kit-title">{copy.title}</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2, pt: 1 }}>
        <Autocomplete
          options={options}
          value={selected}
          openOnFocus
          autoHighlight
          getOptionLabel={optionLabel}
          groupBy={(option) => `${option.operationId} — ${option.method} ${option.path}`}
          filterOptions={(list, { inputValue }) => filterOptions(list, inputValue)}
          isOptionEqualToValue={(option, value) => sameScenario(option, value)}
          onChange={(_, option) => setScenario((current) => ({ ...current, operation: option }))}
          renderOption={({ key, ...props }, option) => (
            <li key={key} {...props}>
              <span>
                <Typography component="span" variant="body2" sx={{ fontWeight: option.status >= 400 ? 700 : 400 }}>
                  {option.status} {option.example}
                </Typography>
                <Typography component="span" variant="caption" sx={{ display: 'block', color: 'text.secondary' }}>
                  {option.summary}
                </Typography>
              </span>
            </li>
          )}
          renderInput={(params) => (
            // eslint-disable-next-line jsx-a11y/no-autofocus -- the dialog's initial focus: it is opened to search
            <TextField {...params} autoFocus label={copy.call} placeholder={copy.noCall} helperText={copy.callHint} />
          )}
        />
        <FormControl>
          <FormLabel id="dev-kit-time">{copy.time}</FormLabel>
          <RadioGroup
            aria-labelledby="dev-kit-time"
            value={scenario.time ?? 'now'}
            onChange={(event) => setScenario((current) => ({ ...current, time: event.target.value as MockTime }))}
          >
            {MOCK_TIMES.map((time) => (
              <FormControlLabel key={time} value={time} control={<Radio size="small" />} label={copy[time]} />
            ))}
          </RadioGroup>
        </FormControl>
        <FormControl>
          <FormLabel id="dev-kit-brand">{copy.brand}</FormLabel>
          <RadioGroup
            aria-labelledby="dev-kit-brand"
            value={scenario.brand ?? ''}
            onChange={(event) =>
              setScenario((current) => ({ ...current, brand: (event.target.value || null) as BrandExample | null }))
            }
          >
            <FormControlLabel value="" control={<Radio size="small" />} label={copy.brandDefault} />
            {BRAND_EXAMPLES.map((brand) => (
              <FormControlLabel key={brand} value={brand} control={<Radio size="small" />} label={brand} />
            ))}
          </RadioGroup>
        </FormControl>
        <TextField
          label={copy.copyLink}
          value={link}
          size="small"
          slotProps={{ htmlInput: { readOnly: true } }}
          onFocus={(event) => event.target.select()}
        />
        <Typography variant="caption" role="status" aria-live="polite">
          {copied ? copy.copied : scenarioLabel(scenario) ? `${copy.active}: ${scenarioLabel(scenario)}` : ''}
        </Typography>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={() => apply(EMPTY_SCENARIO)}>{copy.reset}</Button>
        <Button onClick={() => void copyLink()}>{copy.copyLink}</Button>
        <Button onClick={onClose}>{copy.close}</Button>
        <Button variant="contained" onClick={() => apply(scenario)}>
          {copy.apply}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
